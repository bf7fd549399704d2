import { access, defineCall } from '../common/call';
import { downloadParamsSchema, downloadSchema } from './downloads';

const tags = ['downloads'];

/** The download centre's calls in the call-definition shape. */
export const downloadCalls = {
  /** PATCH /api/v3/downloads/{id}/imported: the accountant has imported the file into payroll. */
  markImported: defineCall({
    access: access.right('CAN_MANAGE_PERIODS'),
    tags,
    method: 'PATCH',
    path: '/api/v3/downloads/:id/imported',
    params: downloadParamsSchema,
    response: downloadSchema,
    errors: [404, 409],
  }),
};
