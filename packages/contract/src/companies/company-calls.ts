import { anyAdminRoles } from '../vocabulary/roles';
import { access, defineCall } from '../common/call';
import { firstScreenRoutes } from '../common/first-screen-routes';
import { companyStyleSchema, updateCompanyStyleRequestSchema } from './company-style';
import {
  selectCompanyRequestSchema,
  selectCompanyResponseSchema,
  supportCompaniesResponseSchema,
} from './support-company';

/** The company's style, read by everybody in it and set by its admins. */
export const companyCalls = {
  style: defineCall({
    access: access.signedIn,
    tags: ['companies'],
    ...firstScreenRoutes.companyStyle,
    response: companyStyleSchema,
  }),
  changeStyle: defineCall({
    access: access.roles(...anyAdminRoles),
    tags: ['companies'],
    method: 'PUT',
    path: '/api/v3/company/style',
    body: updateCompanyStyleRequestSchema,
    response: companyStyleSchema,
    // Three images of up to 256 KiB each, base64-encoded.
    bodyLimit: 2 * 1024 * 1024,
    errors: [413],
  }),
};

/** The support account's company selector (spec 001 §2, §6; paths in docs/adr/0014). */
export const supportCalls = {
  /** Also the operator's company picker. */
  companies: defineCall({
    access: access.supportAccountOr('GOD'),
    tags: ['support'],
    method: 'GET',
    path: '/api/v3/support/companies',
    response: supportCompaniesResponseSchema,
  }),
  selectCompany: defineCall({
    access: access.supportAccount,
    tags: ['support'],
    method: 'POST',
    path: '/api/v3/support/company',
    body: selectCompanyRequestSchema,
    response: selectCompanyResponseSchema,
    errors: [404],
  }),
};
