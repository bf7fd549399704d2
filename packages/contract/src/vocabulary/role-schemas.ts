import { z } from 'zod';
import { rights, roleNames } from './roles';

export const roleNameSchema = z.enum(roleNames);
export const rightSchema = z.enum(rights);

export const roleSchema = z
  .object({ id: z.string(), name: roleNameSchema, rights: z.array(rightSchema) })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;
