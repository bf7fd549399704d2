import { access, defineCall } from '../common/call';
import { downloadParamsSchema, downloadSchema, listDownloadsResponseSchema } from './downloads';

const tags = ['downloads'];
const accountant = access.right('CAN_MANAGE_PERIODS');

/** The download centre's calls (route /downloads): the company's export files and their history. */
export const downloadCalls = {
  /** GET /api/v3/downloads: newest first. */
  list: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/downloads',
    response: listDownloadsResponseSchema,
  }),
  get: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/downloads/:id',
    params: downloadParamsSchema,
    response: downloadSchema,
  }),
  /** The file; 409 DOWNLOAD_NOT_READY until the status is DONE. */
  file: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/downloads/:id/file',
    params: downloadParamsSchema,
    download: true,
    errors: [409],
  }),
  /** PATCH /api/v3/downloads/{id}/imported: the accountant has imported the file into payroll. */
  markImported: defineCall({
    access: accountant,
    tags,
    method: 'PATCH',
    path: '/api/v3/downloads/:id/imported',
    params: downloadParamsSchema,
    response: downloadSchema,
    errors: [404, 409],
  }),
};
