import type { UserType } from '../vocabulary/user-enums';
import {
  type MobilityType,
  mobilityTypeCatalogue,
  mobilityTypes,
  publicTransportTypes,
} from '../vocabulary/mobility-types';

/** A company's product package; `UNLIMITED` is public transport only (DECISIONS "Mobility types"). */
export const companyPackages = ['STANDARD', 'UNLIMITED'] as const;
export type CompanyPackage = (typeof companyPackages)[number];

export type TripPurpose = 'company' | 'private';

/** Private types a light user may not use (spec 001 §5, DECISIONS "Mobility types"). */
export const lightExcludedPrivateTypes: readonly MobilityType[] = ['INTERCITY_TRAIN', 'INTERCITY_BUS', 'RAIL_CARD'];

/** The types a company's budget groups may contain under its package. */
export function typesAllowedForPackage(companyPackage: CompanyPackage): MobilityType[] {
  return companyPackage === 'UNLIMITED' ? [...publicTransportTypes] : [...mobilityTypes];
}

/** The private types a user of this type may spend on, out of the group's private list. */
export function privateTypesForUserType(
  userType: UserType,
  groupPrivateTypes: readonly MobilityType[],
): MobilityType[] {
  if (userType === 'PROFESSIONAL') return [...groupPrivateTypes];
  return groupPrivateTypes.filter((type) => !lightExcludedPrivateTypes.includes(type));
}

/**
 * Net-wage capable: the local class for any purpose; long-distance and rail card for the commute
 * only; individual types never.
 */
export function isNetWageCapable(type: MobilityType, purpose: TripPurpose): boolean {
  const typeClass = mobilityTypeCatalogue[type].class;
  if (typeClass === 'local') return true;
  if (typeClass === 'individual') return false;
  return purpose === 'company';
}

export function netWageCapableTypes(purpose: TripPurpose): MobilityType[] {
  return mobilityTypes.filter((type) => isNetWageCapable(type, purpose));
}

export interface NetWageContext {
  /** The user type of whoever edits or uses the lists. */
  userType: UserType;
  /** ISO country of the company; only 'DE' has the net-wage treatment. */
  companyCountry: string;
  /** Whether the company's TAX13 tax bucket is active ("net wage active"). */
  tax13Active: boolean;
}

/** Net-wage lists exist only for professional users of German companies with TAX13 active. */
export function isNetWageAvailable(context: NetWageContext): boolean {
  return context.userType === 'PROFESSIONAL' && context.companyCountry === 'DE' && context.tax13Active;
}

/**
 * The net-wage types that may be picked for one purpose: capable ones whose regular type of the
 * same purpose is picked.
 */
export function selectableNetWageTypes(purpose: TripPurpose, regularTypes: readonly MobilityType[]): MobilityType[] {
  return netWageCapableTypes(purpose).filter((type) => regularTypes.includes(type));
}

/** Keeps only the net-wage types that are still allowed once the regular list has changed. */
export function pruneNetWageTypes(
  purpose: TripPurpose,
  regularTypes: readonly MobilityType[],
  netWageTypes: readonly MobilityType[],
): MobilityType[] {
  const selectable = selectableNetWageTypes(purpose, regularTypes);
  return netWageTypes.filter((type) => selectable.includes(type));
}

/** The net-wage types of a list that break the rules (not capable, or regular type not picked). */
export function invalidNetWageTypes(
  purpose: TripPurpose,
  regularTypes: readonly MobilityType[],
  netWageTypes: readonly MobilityType[],
): MobilityType[] {
  const selectable = selectableNetWageTypes(purpose, regularTypes);
  return netWageTypes.filter((type) => !selectable.includes(type));
}

/** Toggles one regular type and removes it from the net-wage lists of the same purpose when unchecked. */
export function toggleRegularType(
  purpose: TripPurpose,
  lists: { regular: readonly MobilityType[]; netWage: readonly MobilityType[]; abroadNetWage: readonly MobilityType[] },
  type: MobilityType,
): { regular: MobilityType[]; netWage: MobilityType[]; abroadNetWage: MobilityType[] } {
  const picked = lists.regular.includes(type);
  const regular = picked
    ? lists.regular.filter((t) => t !== type)
    : mobilityTypes.filter((t) => t === type || lists.regular.includes(t));
  return {
    regular,
    netWage: pruneNetWageTypes(purpose, regular, lists.netWage),
    abroadNetWage: pruneNetWageTypes(purpose, regular, lists.abroadNetWage),
  };
}
