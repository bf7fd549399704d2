import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeChargingUser, ListChargingUsersResponse } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { ChargingUsersPage } from './charging-users-page';

const year = new Date().getFullYear();
const driver: HomeChargingUser = {
  userId: '00000000-0000-4000-8000-000000000031',
  firstName: 'Dirk',
  lastName: 'Fahrer',
  email: 'driver@demo.test',
  personalNumber: '1007',
  type: 'VARIABLE',
  carKind: 'COMPANY',
  vehicle: 'ELECTRIC',
  batteryKwh: 77,
  meterIds: ['WB-1'],
  pricingMethods: [{ year, method: 'CONTRACT' }],
  version: 4,
};
const newcomer: HomeChargingUser = {
  ...driver,
  userId: '00000000-0000-4000-8000-000000000032',
  firstName: 'Nina',
  lastName: 'Neu',
  email: 'nina@demo.test',
  personalNumber: null,
  type: null,
  carKind: null,
  vehicle: null,
  batteryKwh: null,
  meterIds: [],
  pricingMethods: [],
  version: null,
};
const list = (users: HomeChargingUser[]): ListChargingUsersResponse => ({
  users,
  enrolledCount: users.filter((user) => user.type).length,
  totalCount: users.length,
});
const usersPath = 'GET /api/v3/home-charging/users';
const settingsPath = '/api/v3/home-charging/settings';
const settings = { taxFreeWageTypeNumber: 4300, taxableWageTypeNumber: null, usesContracts: true, version: 3 };
const enrolPath = (user: HomeChargingUser) => `/api/v3/home-charging/users/${user.userId}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (role: 'ADMIN' | 'EXPENSE_CHECKER' = 'ADMIN') =>
  renderWithProviders(
    <SessionProvider session={buildSession({ role: { id: `role-${role}`, name: role, rights: [] } })}>
      <ChargingUsersPage />
    </SessionProvider>,
  );

/** The admin's page also reads the wage types. */
const withSettings = (handlers: Parameters<typeof mockFetch>[0]) =>
  mockFetch({ [`GET ${settingsPath}`]: () => jsonResponse(settings), ...handlers });

describe('ChargingUsersPage', () => {
  it('lists the employees with their enrolment, and the checker only reads', async () => {
    withSettings({ [usersPath]: () => jsonResponse(list([driver, newcomer])) });
    renderPage('EXPENSE_CHECKER');
    const rows = await screen.findAllByTestId('charging-user');
    expect(rows).toHaveLength(2);
    const dirk = rows.find((row) => row.textContent?.includes('Dirk Fahrer'))!;
    expect(dirk).toHaveTextContent('Variable (measured)');
    expect(dirk).toHaveTextContent('Company car, Electric, 77 kWh');
    expect(dirk).toHaveTextContent('Own electricity contract');
    expect(dirk).toHaveTextContent('WB-1');
    expect(rows.find((row) => row.textContent?.includes('Nina Neu'))).toHaveTextContent('Not enrolled');
    expect(screen.getByTestId('enrolled-count')).toHaveTextContent('1 of 2 employees enrolled');
    expect(screen.queryByRole('button', { name: /^Enrol / })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import enrolments' })).not.toBeInTheDocument();
  });

  it('says so when no employee matches', async () => {
    withSettings({ [usersPath]: () => jsonResponse(list([])) });
    renderPage();
    expect(await screen.findByText('No employees match.')).toBeInTheDocument();
  });

  it("enrols with the form's values", async () => {
    const sent: unknown[] = [];
    withSettings({
      [usersPath]: () => jsonResponse(list([driver, newcomer])),
      [`PUT ${enrolPath(newcomer)}`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...newcomer, type: 'FIXED', version: 1 });
      },
    });
    // Typing without the pause between keys: the form's rules are what is tested, not the timing.
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enrol Nina Neu' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Fixed (flat rate)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Own car' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Plug-in hybrid' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Battery capacity/ }), '13');
    await user.type(within(dialog).getByRole('combobox', { name: 'Meter ids' }), 'M-77{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      type: 'FIXED',
      carKind: 'OWN',
      vehicle: 'HYBRID',
      batteryKwh: 13,
      meterIds: ['M-77'],
      pricingMethods: [{ year, method: 'AVERAGE' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits an enrolment naming the version read', async () => {
    const sent: unknown[] = [];
    withSettings({
      [usersPath]: () => jsonResponse(list([driver, newcomer])),
      [`PUT ${enrolPath(driver)}`]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse({ ...driver, version: 5 });
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the enrolment of Dirk Fahrer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Official average price' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      type: 'VARIABLE',
      carKind: 'COMPANY',
      vehicle: 'ELECTRIC',
      batteryKwh: 77,
      meterIds: ['WB-1'],
      pricingMethods: [{ year, method: 'AVERAGE' }],
      version: 4,
    });
  });

  it('shows what another admin saved meanwhile when the version is stale', async () => {
    const theirs = { ...driver, meterIds: ['WB-9'], version: 5 };
    withSettings({
      [usersPath]: () => jsonResponse(list([driver])),
      [`PUT ${enrolPath(driver)}`]: () =>
        jsonResponse({ statusCode: 409, reason: { errorCode: 'CONFLICT_STALE_VERSION', parameter: theirs } }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit the enrolment of Dirk Fahrer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('changed-meanwhile')).toHaveTextContent('WB-9');
  });

  it('unenrols after confirmation', async () => {
    const fetchMock = withSettings({
      [usersPath]: () => jsonResponse(list([driver])),
      [`DELETE ${enrolPath(driver)}`]: () => jsonResponse({ ...driver, type: null, version: 5 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unenrol Dirk Fahrer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unenrol Dirk Fahrer?' });
    expect(callsTo(fetchMock, 'DELETE', enrolPath(driver))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Unenrol' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', enrolPath(driver))).toHaveLength(1));
  });

  it("sends the file's text and lists the refused lines with their problems", async () => {
    let body: unknown = null;
    withSettings({
      [usersPath]: () => jsonResponse(list([driver])),
      'POST /api/v3/home-charging/users/import': ({ init }) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse({
          importedCount: 0,
          refusedCount: 1,
          lines: [
            { line: 2, label: 'driver@demo.test', status: 'VALID', problems: [] },
            { line: 3, label: 'ghost@demo.test', status: 'REFUSED', problems: ['UNKNOWN_EMAIL', 'INVALID_BATTERY'] },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const csv =
      'email,type,carKind,vehicle,batteryKwh,meterId,method\nghost@demo.test,VARIABLE,OWN,ELECTRIC,999,M,AVERAGE\n';
    await screen.findByRole('heading', { name: 'Import enrolments' });
    // Mantine's file input is a button beside a hidden input of type file, which takes the file.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([csv], 'users.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const problems = await screen.findByTestId('import-problems');
    expect(body).toEqual({ fileName: 'users.csv', content: csv });
    expect(screen.getByText('Nothing imported: 1 line has problems.')).toBeInTheDocument();
    expect(within(problems).getAllByRole('listitem')).toHaveLength(1);
    expect(problems).toHaveTextContent(
      'Line 3 (ghost@demo.test): no employee of the company has this email; the battery must be 5 to 250 kWh',
    );
  });

  it('keeps the wage types of the refunds, refusing one that is no wage type', async () => {
    let sent: unknown = null;
    let ifMatch: string | null = null;
    withSettings({
      [usersPath]: () => jsonResponse(list([driver])),
      [`PUT ${settingsPath}`]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        ifMatch = new Headers(init?.headers).get('If-Match');
        return jsonResponse({ ...settings, taxableWageTypeNumber: 4310, version: 4 });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Wage types for payroll' }));
    const taxFree = await section.findByRole('textbox', { name: /company cars/ });
    expect(taxFree).toHaveValue('4300');
    const taxable = section.getByRole('textbox', { name: /own cars/ });
    await user.type(taxable, '12345');
    await user.click(section.getByRole('button', { name: 'Save the wage types' }));
    expect(await section.findByText(/whole number from 1 to 9999/)).toBeInTheDocument();
    expect(sent).toBeNull();
    await user.clear(taxable);
    await user.type(taxable, '4310');
    await user.click(section.getByRole('button', { name: 'Save the wage types' }));
    await waitFor(() => expect(sent).toEqual({ taxFreeWageTypeNumber: 4300, taxableWageTypeNumber: 4310 }));
    // The version the form was filled from, so that another admin's save is not overwritten.
    expect(ifMatch).toBe('"3"');
  });
});
