import {
  type AppInfo,
  type AuthCheckResponse,
  currentPrivacyPolicyVersion,
  type ManagedUser,
  type SessionUser,
} from '@mobilo/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { ScreenProviders } from '../app/screen-providers';
import { createQueryClient } from '../lib/query-client';

/** Renders routes in memory inside the app's providers and the screens' dialogs, with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <ScreenProviders>
        <RouterProvider router={router} />
      </ScreenProviders>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `/` inside the app's providers and a router. */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path, element }], path);
}

export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '6f1c1d1e-1111-4a4a-8888-000000000001',
    email: 'ada@demo.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    budget: null,
    personalNumber: '1001',
    status: 'ACTIVE',
    createdDate: '2025-01-02T08:00:00.000Z',
    isTrial: false,
    isInternal: false,
    userType: 'PROFESSIONAL',
    timezone: 'Europe/Berlin',
    budgetClass: null,
    budgetOverflowStarts: null,
    culture: 'en',
    role: { id: 'role-admin', name: 'ADMIN', rights: ['CAN_GET_ALL_EXPENSES'] },
    company: {
      id: 'company-1',
      name: 'Demo Mobility GmbH',
      currency: 'EUR',
      country: 'DE',
      isPersonioActive: false,
      defaultUserType: 'PROFESSIONAL',
      reseller: null,
    },
    registerDate: '2025-01-03T08:00:00.000Z',
    companyMobilityBudget: null,
    companyMobilityDescription: null,
    onlyExternalAuthentication: false,
    mLoginId: null,
    homeCharging: null,
    companySSOAuthentication: false,
    isSupportUser: false,
    privacyPolicyVersion: currentPrivacyPolicyVersion,
    privacyPolicyAcceptedAt: '2025-01-03T08:00:00.000Z',
    isAdmin: true,
    isChecker: false,
    isAccountant: false,
    isGod: false,
    isLight: false,
    hasBudgetGroup: false,
    ...overrides,
  };
}

/** A user as GET /user/{id} answers the admin: active, nothing scheduled. */
export function buildManagedUser(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    ...buildSessionUser({ isAdmin: false }),
    version: 1,
    createdBy: null,
    invitationSentDate: null,
    invitedDate: null,
    deactivationDate: null,
    deactivationReason: null,
    deactivationComment: null,
    scheduledInvitationDate: null,
    scheduledDeactivationDate: null,
    scheduledDeactivationScope: null,
    scheduledReactivationDate: null,
    scheduledReactivationScope: null,
    additionalSalaryInformation: null,
    commuteDistanceKm: null,
    workingDaysPerMonth: null,
    companyMobilityType: null,
    isSupportUser: false,
    personioId: null,
    personioManagedByHand: false,
    impersonators: [],
    isBudgetActive: true,
    isInvitable: false,
    isReinvitable: false,
    isDeactivatable: true,
    isReactivatable: false,
    isRoleChangeable: true,
    ...overrides,
  };
}

export function buildSession(overrides: Partial<SessionUser> = {}): AuthCheckResponse {
  return { user: buildSessionUser(overrides), impersonator: null };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, errorCode: string, parameter: string | null = null): Response {
  return jsonResponse({ statusCode: status, reason: { errorCode, parameter } }, status);
}

export function buildAppInfo(overrides: Partial<AppInfo> = {}): AppInfo {
  return {
    version: '2025.11.4.1',
    stage: 'prod',
    supportEmail: null,
    supportLinks: {},
    mobileAppUrl: 'https://mobilo.app/download',
    cityLoginEmailDomains: [],
    ...overrides,
  };
}
