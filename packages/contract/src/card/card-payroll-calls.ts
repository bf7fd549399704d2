import { z } from 'zod';
import { access, defineCall } from '../common/call';
import {
  cardPayrollExportSchema,
  cardPayrollFileQuerySchema,
  cardPayrollMonthSchema,
  cardPayrollPeriodParamsSchema,
  cardPayrollSettingsRequestSchema,
  cardPayrollSettingsSchema,
} from './card-payroll';

/** /card-payroll-exports: the card admin's, with the card licence and the CARD and CARD_PAYROLL_EXPORT flags. */
const cardAdmin = { access: access.roles('CARD_ADMIN'), tags: ['card'] } as const;

export const cardPayrollCalls = {
  months: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/payroll-exports',
    response: z.array(cardPayrollMonthSchema),
  }),
  month: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/payroll-exports/:period',
    params: cardPayrollPeriodParamsSchema,
    response: cardPayrollExportSchema,
  }),
  file: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/payroll-exports/:period/file',
    params: cardPayrollPeriodParamsSchema,
    query: cardPayrollFileQuerySchema,
    download: true,
    errors: [409],
  }),
  settings: defineCall({
    ...cardAdmin,
    method: 'GET',
    path: '/api/v3/card/payroll-settings',
    response: cardPayrollSettingsSchema,
  }),
  updateSettings: defineCall({
    ...cardAdmin,
    method: 'PUT',
    path: '/api/v3/card/payroll-settings',
    body: cardPayrollSettingsRequestSchema,
    response: cardPayrollSettingsSchema,
    versioned: true,
  }),
};
