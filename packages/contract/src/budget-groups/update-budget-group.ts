import { readVersionField } from '../common/version';
import { moneyInput } from '../common/primitives';
import { z } from 'zod';
import { mobilityTypeSchema } from '../vocabulary/mobility-types';
import {
  budgetAmountSchema,
  budgetGroupNameSchema,
  budgetGroupSchema,
  type MobilityListName,
  overflowIntervalSchema,
} from './budget-group';

const typeList = z.array(mobilityTypeSchema).refine((types) => new Set(types).size === types.length, 'duplicate type');

/**
 * PATCH /api/v3/budgetclass/{id}: exactly one new-prefixed field per call, as the dialogs save
 * one thing at a time.
 */
export const updateBudgetGroupRequestSchema = z
  .strictObject({
    newName: budgetGroupNameSchema.optional(),
    newBudget: moneyInput(budgetAmountSchema).optional(),
    newOverflowInterval: overflowIntervalSchema.optional(),
    newCompanyMobilityTypes: typeList.optional(),
    newCompanyNetWageMobilityTypes: typeList.optional(),
    newAbroadCompanyNetWageMobilityTypes: typeList.optional(),
    newPrivateMobilityTypes: typeList.optional(),
    newPrivateNetWageMobilityTypes: typeList.optional(),
    newAbroadPrivateNetWageMobilityTypes: typeList.optional(),
    ...readVersionField,
  })
  .refine(
    ({ version: _read, ...fields }) => Object.values(fields).filter((value) => value !== undefined).length === 1,
    { message: 'exactly one field' },
  );
export type UpdateBudgetGroupRequest = z.infer<typeof updateBudgetGroupRequestSchema>;

export const updateBudgetGroupResponseSchema = budgetGroupSchema;

/** The PATCH field that saves each of the six lists. */
export const updateFieldOfList = {
  companyMobilityTypes: 'newCompanyMobilityTypes',
  companyNetWageMobilityTypes: 'newCompanyNetWageMobilityTypes',
  abroadCompanyNetWageMobilityTypes: 'newAbroadCompanyNetWageMobilityTypes',
  privateMobilityTypes: 'newPrivateMobilityTypes',
  privateNetWageMobilityTypes: 'newPrivateNetWageMobilityTypes',
  abroadPrivateNetWageMobilityTypes: 'newAbroadPrivateNetWageMobilityTypes',
} as const satisfies Record<MobilityListName, keyof UpdateBudgetGroupRequest>;
