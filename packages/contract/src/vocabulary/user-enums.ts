import { z } from 'zod';
import { languages } from './languages';

export const userStatuses = ['CREATED', 'INVITED', 'ACTIVE', 'DEACTIVATED'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const userTypes = ['LIGHT', 'PROFESSIONAL'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const languageSchema = z.enum(languages);

export const expenseOrigins = ['HOME', 'ABROAD'] as const;
export const expenseOriginSchema = z.enum(expenseOrigins);
export type ExpenseOrigin = z.infer<typeof expenseOriginSchema>;

export const homeChargingTypes = ['VARIABLE', 'FIXED'] as const;
export const homeChargingTypeSchema = z.enum(homeChargingTypes);
