import { z } from 'zod';
import { budgetStatuses } from './budget-arithmetic';

export const budgetStatusSchema = z.enum(budgetStatuses);
