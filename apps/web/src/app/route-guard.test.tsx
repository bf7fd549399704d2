import { noLicences, type LicenceInfo, type RoleName } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { buildSession, jsonResponse, renderRoutes } from '../test/render';
import { appRoutes } from './routes';

const professional: LicenceInfo = { ...noLicences, benefit: 'PROFESSIONAL', deals: true };

function signedInAs(
  role: RoleName,
  licences: LicenceInfo,
  sessionOverrides = {},
  handlers: Parameters<typeof mockFetch>[0] = {},
) {
  return mockFetch({
    'GET /auth/check': () =>
      jsonResponse(buildSession({ role: { id: 'r', name: role, rights: [] }, ...sessionOverrides })),
    'GET /api/v3/licences': () => jsonResponse(licences),
    ...handlers,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the side menu', () => {
  it('lists what the role may open, with a lock on what the company has not licensed', async () => {
    signedInAs('ADMIN', { ...noLicences, deals: true }, { hasBudgetGroup: true });
    renderRoutes(appRoutes, '/welcome');

    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    const expenseManagement = await within(navigation).findByRole('button', { name: /Expense management/ });
    expect(within(expenseManagement).getByLabelText('Licence required')).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Vouchers' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('explains a locked entry when it is clicked', async () => {
    signedInAs('ADMIN', noLicences);
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');

    await user.click(await screen.findByRole('button', { name: /Expense review/ }));
    expect(await screen.findByRole('dialog', { name: 'Licence required' })).toHaveTextContent(
      "Expense review is not part of your company's licence.",
    );
  });

  it('shows the operator only the operator area', async () => {
    signedInAs('GOD', noLicences);
    renderRoutes(appRoutes, '/god');

    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(navigation).findByRole('link', { name: 'Companies' })).toBeInTheDocument();
    expect(within(navigation).queryByRole('link', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });
});

describe('the route guard', () => {
  it('sends a role that may not open a route to welcome', async () => {
    signedInAs('USER', professional);
    const { router } = renderRoutes(appRoutes, '/users');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('refuses an unlicensed area opened directly: to welcome, with the protected-feature dialog', async () => {
    signedInAs('ACCOUNTANT', noLicences);
    const { router } = renderRoutes(appRoutes, '/management');

    expect(await screen.findByRole('dialog', { name: 'Licence required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('refuses /bookings without the Germany ticket licence with the protected-feature dialog, not silently', async () => {
    signedInAs('ADMIN', professional);
    const { router } = renderRoutes(appRoutes, '/bookings');

    expect(await screen.findByRole('dialog', { name: 'Licence required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('refuses an area a permission is missing for, and says so', async () => {
    signedInAs('USER', professional, { hasBudgetGroup: false });
    const { router } = renderRoutes(appRoutes, '/expenses');

    expect(await screen.findByRole('dialog', { name: 'Not available for you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('lets the index lead to a refused start screen without the protected-feature dialog', async () => {
    // An accountant starts on the expense management, which the company has not licensed.
    signedInAs('ACCOUNTANT', noLicences, { isAccountant: true });
    const { router } = renderRoutes(appRoutes, '/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses the partner area to a trial user who opens it directly, and says so', async () => {
    signedInAs('USER', professional, { isTrial: true, hasBudgetGroup: true });
    const { router } = renderRoutes(appRoutes, '/partner');

    expect(await screen.findByRole('dialog', { name: 'Not available for you' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
  });

  it('opens the tax modules and the partner offers as screens of their own', async () => {
    signedInAs(
      'ADMIN',
      professional,
      {},
      {
        'GET /api/v3/settings/tax-modules': () =>
          jsonResponse({
            year: 2026,
            modules: [],
            legalFigures: [],
            netWage: { isActive: false, budgetGroupsWithNetWageTypes: 0 },
          }),
        'GET /api/v3/partner/offers': () => jsonResponse({ areaEnabled: true, offers: [] }),
      },
    );
    const { router } = renderRoutes(appRoutes, '/tax-modules');

    expect(await screen.findByRole('heading', { name: 'Legal figures of 2026' })).toBeInTheDocument();

    await router.navigate('/partner');
    expect(await screen.findByText('There are no current offers.')).toBeInTheDocument();
  });

  it("opens the operator's company form behind the operator guard", async () => {
    signedInAs('GOD', noLicences);
    const { router } = renderRoutes(appRoutes, '/god/companies/new');

    expect(await screen.findByRole('heading', { name: 'New company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/god/companies/new');
  });

  it('sends an employee away from an operator page', async () => {
    signedInAs('USER', professional, { hasBudgetGroup: true });
    const { router } = renderRoutes(appRoutes, '/god/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });

  it('sends the bare operator path to the companies list', async () => {
    signedInAs('GOD', noLicences);
    const { router } = renderRoutes(appRoutes, '/god');

    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/god/companies');
  });
});
