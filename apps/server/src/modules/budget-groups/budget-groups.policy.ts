import {
  invalidNetWageTypes,
  type MobilityLists,
  type MobilityType,
  pruneNetWageTypes,
  typesAllowedForPackage,
  type CompanyPackage,
} from '@mobilo/contract';
import { AppError } from '../../platform/app-error';

export interface MobilityContext {
  package: CompanyPackage;
  netWageAvailable: boolean;
}

/**
 * Checks a complete set of lists against the package and the net-wage rules; the first broken
 * rule is refused with the offending type as parameter.
 */
export function assertMobilityListsAllowed(lists: MobilityLists, context: MobilityContext): void {
  const allowed = typesAllowedForPackage(context.package);
  for (const type of [...lists.companyMobilityTypes, ...lists.privateMobilityTypes]) {
    if (!allowed.includes(type)) throw new AppError('MOBILITY_TYPE_NOT_ALLOWED', type);
  }
  const netWageLists = [
    lists.companyNetWageMobilityTypes,
    lists.abroadCompanyNetWageMobilityTypes,
    lists.privateNetWageMobilityTypes,
    lists.abroadPrivateNetWageMobilityTypes,
  ];
  if (!context.netWageAvailable && netWageLists.some((list) => list.length > 0)) {
    throw new AppError('NET_WAGE_NOT_AVAILABLE');
  }
  const invalid = [
    ...invalidNetWageTypes('company', lists.companyMobilityTypes, lists.companyNetWageMobilityTypes),
    ...invalidNetWageTypes('company', lists.companyMobilityTypes, lists.abroadCompanyNetWageMobilityTypes),
    ...invalidNetWageTypes('private', lists.privateMobilityTypes, lists.privateNetWageMobilityTypes),
    ...invalidNetWageTypes('private', lists.privateMobilityTypes, lists.abroadPrivateNetWageMobilityTypes),
  ];
  if (invalid.length > 0) throw new AppError('MOBILITY_TYPE_NOT_ALLOWED', invalid[0]!);
}

/** After a regular list changed, the net-wage lists of that purpose lose what is no longer picked. */
export function withPrunedNetWageLists(lists: MobilityLists): MobilityLists {
  const prune = (purpose: 'company' | 'private', regular: MobilityType[], list: MobilityType[]) =>
    pruneNetWageTypes(purpose, regular, list);
  return {
    ...lists,
    companyNetWageMobilityTypes: prune('company', lists.companyMobilityTypes, lists.companyNetWageMobilityTypes),
    abroadCompanyNetWageMobilityTypes: prune(
      'company',
      lists.companyMobilityTypes,
      lists.abroadCompanyNetWageMobilityTypes,
    ),
    privateNetWageMobilityTypes: prune('private', lists.privateMobilityTypes, lists.privateNetWageMobilityTypes),
    abroadPrivateNetWageMobilityTypes: prune(
      'private',
      lists.privateMobilityTypes,
      lists.abroadPrivateNetWageMobilityTypes,
    ),
  };
}

const regularLists = ['companyMobilityTypes', 'privateMobilityTypes'] as const;

/** Checks one changed list; `lists` already holds the change. */
export function assertMobilityListChangeAllowed(
  name: keyof MobilityLists,
  lists: MobilityLists,
  context: MobilityContext,
): void {
  if ((regularLists as readonly string[]).includes(name)) {
    const allowed = typesAllowedForPackage(context.package);
    const refused = lists[name].find((type) => !allowed.includes(type));
    if (refused) throw new AppError('MOBILITY_TYPE_NOT_ALLOWED', refused);
    return;
  }
  if (!context.netWageAvailable && lists[name].length > 0) throw new AppError('NET_WAGE_NOT_AVAILABLE');
  const purpose = name.startsWith('private') || name.startsWith('abroadPrivate') ? 'private' : 'company';
  const regular = purpose === 'private' ? lists.privateMobilityTypes : lists.companyMobilityTypes;
  const refused = invalidNetWageTypes(purpose, regular, lists[name]);
  if (refused.length > 0) throw new AppError('MOBILITY_TYPE_NOT_ALLOWED', refused[0]!);
}
