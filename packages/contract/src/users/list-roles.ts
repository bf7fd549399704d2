import { z } from 'zod';
import { roleSchema } from '../vocabulary/role-schemas';

/** GET /role: the roles an admin may give (the operator role is not among them). */
export const listRolesResponseSchema = z.array(roleSchema);
