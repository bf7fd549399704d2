import type { FastifyInstance } from 'fastify';
import { operatorCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { changeStyleOfCompany, getStyleOfCompany } from '../companies/company-style.service';
import {
  createCompany,
  createCompanyPeriods,
  getCompany,
  listCompanies,
  setCompanyFlag,
  setPersonio,
  updateCompany,
} from './operator-companies.service';
import { getOperatorCard, getOperatorDashboard } from './operator-dashboard.service';
import { getCompanyLicence, updateCompanyLicence } from './operator-licence.service';
import {
  createSupportUser,
  getOperatorUser,
  inviteCompanyUser,
  listCompanyBudgetClasses,
  listCompanyUsers,
  listOperatorRoles,
  listOperatorUsers,
  updateOperatorUser,
} from './operator-users.service';
import {
  createRejectReason,
  listOperatorRejectReasons,
  rankRejectReasons,
  updateRejectReason,
} from './reject-reasons.service';

/** The operator (god) area: every call is the operator's alone, across companies (docs/adr/0018). */
export async function operatorRoutes(app: FastifyInstance) {
  route(app, calls.companies, ({ deps, actor, query }) => listCompanies(deps, actor, query));
  route(app, calls.createCompany, ({ deps, actor, body }) => createCompany(deps, actor, body));
  route(app, calls.company, ({ deps, actor, params }) => getCompany(deps, actor, params));
  route(app, calls.updateCompany, ({ deps, actor, params, body }) =>
    updateCompany(deps, actor, { id: params.id, company: body }),
  );
  route(app, calls.setTrial, ({ deps, actor, params, body }) =>
    setCompanyFlag(deps, actor, { id: params.id, flag: 'trial', value: body.isTrialAccount }),
  );
  route(app, calls.setInternal, ({ deps, actor, params, body }) =>
    setCompanyFlag(deps, actor, { id: params.id, flag: 'internal', value: body.isInternal }),
  );
  route(app, calls.createPeriods, ({ deps, actor, params }) => createCompanyPeriods(deps, actor, params));
  route(app, calls.licence, ({ deps, actor, params }) => getCompanyLicence(deps, actor, params));
  route(app, calls.updateLicence, ({ deps, actor, params, body }) =>
    updateCompanyLicence(deps, actor, { id: params.id, licence: body }),
  );
  route(app, calls.companyUsers, ({ deps, actor, params, query }) =>
    listCompanyUsers(deps, actor, { id: params.id, query }),
  );
  route(app, calls.createSupportUser, ({ deps, actor, params, body }) =>
    createSupportUser(deps, actor, { id: params.id, user: body }),
  );
  route(app, calls.inviteCompanyUser, ({ deps, actor, params, body }) =>
    inviteCompanyUser(deps, actor, { id: params.id, user: body }),
  );
  route(app, calls.enablePersonio, ({ deps, actor, params, body }) =>
    setPersonio(deps, actor, { id: params.id, enabled: body.personio }),
  );
  route(app, calls.deactivatePersonio, ({ deps, actor, params }) =>
    setPersonio(deps, actor, { id: params.id, enabled: false }),
  );
  route(app, calls.roles, ({ deps, actor }) => listOperatorRoles(deps, actor));
  route(app, calls.budgetClasses, ({ deps, actor, params }) => listCompanyBudgetClasses(deps, actor, params));
  route(app, calls.users, ({ deps, actor, query }) => listOperatorUsers(deps, actor, query));
  route(app, calls.user, ({ deps, actor, params }) => getOperatorUser(deps, actor, params));
  route(app, calls.updateUser, ({ deps, actor, params, body }) =>
    updateOperatorUser(deps, actor, { id: params.id, user: body }),
  );
  route(app, calls.rejectReasons, ({ deps, actor }) => listOperatorRejectReasons(deps, actor));
  route(app, calls.createRejectReason, ({ deps, actor, body }) => createRejectReason(deps, actor, body));
  route(app, calls.updateRejectReason, ({ deps, actor, params, body }) =>
    updateRejectReason(deps, actor, { id: params.id, reason: body }),
  );
  route(app, calls.rankRejectReasons, ({ deps, actor, body }) => rankRejectReasons(deps, actor, body));
  route(app, calls.style, ({ deps, actor, params }) => getStyleOfCompany(deps, actor, params));
  route(app, calls.updateStyle, ({ deps, actor, params, body }) =>
    changeStyleOfCompany(deps, actor, { id: params.id, style: body }),
  );
  route(app, calls.dashboard, ({ deps, actor }) => getOperatorDashboard(deps, actor));
  route(app, calls.card, ({ deps, actor }) => getOperatorCard(deps, actor));
}
