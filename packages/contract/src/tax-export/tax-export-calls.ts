import { access, defineCall } from '../common/call';
import { exportWarningsParamsSchema, exportWarningsResponseSchema } from './export-warnings';
import {
  exampleExportQuerySchema,
  exportStatusResponseSchema,
  taxExportParamsSchema,
  taxExportQuerySchema,
} from './tax-export';
import { yearReportParamsSchema, yearReportQuerySchema } from './year-report';

const tags = ['tax-export'];
/** Payroll is the business of those who may manage periods. */
const accountant = access.right('CAN_MANAGE_PERIODS');

/** The payroll export's calls (spec 000 §7 "Tax export"). */
export const taxExportCalls = {
  /**
   * The export of an invoiced period: without the download centre the file itself; with it 202
   * and the queued `Download` (schema `downloadSchema`), which the Downloads page follows.
   */
  export: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/management/period/:period/export/tax',
    params: taxExportParamsSchema,
    query: taxExportQuerySchema,
    download: true,
    errors: [409, 500, 503],
  }),
  warnings: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/management/period/:period/export/warnings',
    params: exportWarningsParamsSchema,
    response: exportWarningsResponseSchema,
  }),
  status: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/management/period/:period/export/status',
    params: taxExportParamsSchema,
    response: exportStatusResponseSchema,
  }),
  /** Spec 000 §7 "Example export": the example files of trial companies. */
  example: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/management/example-export',
    query: exampleExportQuerySchema,
    download: true,
  }),
  /** The year's figures per employee from the invoiced months, as Excel or CSV. */
  yearReport: defineCall({
    access: accountant,
    tags,
    method: 'GET',
    path: '/api/v3/management/year-report/:year',
    params: yearReportParamsSchema,
    query: yearReportQuerySchema,
    download: true,
  }),
};
