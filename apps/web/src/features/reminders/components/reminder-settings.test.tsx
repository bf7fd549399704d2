import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCompanyReminderSettings } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { errorResponse, jsonResponse, renderRoutes, renderWithProviders } from '../../../test/render';
import { CompanyReminderSettingsCard } from './company-reminder-settings-card';
import { MyReminderSettings } from './my-reminder-settings';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const companyPath = '/api/v3/company/reminder-settings';
const myPath = '/api/v3/user/reminder-settings';
const unsubscribePath = '/api/v3/reminders/unsubscribe';
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(String(callsTo(fetchMock, method, path)[0]![1]!.body)) as unknown;

describe('CompanyReminderSettingsCard', () => {
  it('refuses an empty deadline day before asking the server, then saves, then sends the due reminders', async () => {
    const fetchMock = mockFetch({
      [`GET ${companyPath}`]: () => jsonResponse({ ...defaultCompanyReminderSettings, version: 4 }),
      [`PUT ${companyPath}`]: ({ init }) => jsonResponse({ ...(JSON.parse(String(init?.body)) as object), version: 5 }),
      'POST /api/v3/company/reminders/run': () => jsonResponse({ sent: 3 }),
    });
    renderWithProviders(<CompanyReminderSettingsCard />);
    const deadline = await screen.findByRole('textbox', { name: /Submission deadline/ });
    expect(deadline).toHaveValue('5');
    await userEvent.clear(deadline);
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findAllByText('Please check the marked fields.')).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'PUT', companyPath)).toHaveLength(0);

    await userEvent.clear(deadline);
    await userEvent.type(deadline, '10');
    await userEvent.click(screen.getByRole('switch', { name: 'Send reminder mails' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', companyPath)).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT', companyPath)).toEqual({
      ...defaultCompanyReminderSettings,
      submissionDeadlineDay: 10,
      remindersEnabled: false,
    });
    // The version the form was filled from: a save on a stale read answers 409.
    expect(new Headers(callsTo(fetchMock, 'PUT', companyPath)[0]![1]!.headers).get('If-Match')).toBe('"4"');

    await userEvent.click(await screen.findByRole('button', { name: 'Send due reminders now' }));
    expect(await screen.findByText('3 reminders sent.')).toBeInTheDocument();
  });
});

describe('MyReminderSettings', () => {
  it('switches the digest on and says when the company has reminders off', async () => {
    const fetchMock = mockFetch({
      [`GET ${myPath}`]: () => jsonResponse({ remindersEnabled: true, digest: false, companyEnabled: false }),
      [`PUT ${myPath}`]: ({ init }) =>
        jsonResponse({ ...(JSON.parse(String(init?.body)) as object), companyEnabled: false }),
    });
    renderWithProviders(<MyReminderSettings />);
    expect(await screen.findByText('Your company has switched reminder mails off.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'One mail a month instead of single mails' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', myPath)).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT', myPath)).toEqual({ remindersEnabled: true, digest: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'One mail a month instead of single mails' })).toBeChecked(),
    );
  });
});

describe('UnsubscribePage', () => {
  it('unsubscribes only when the visitor confirms', async () => {
    const fetchMock = mockFetch({ [`POST ${unsubscribePath}`]: () => jsonResponse({ unsubscribed: true }) });
    renderRoutes([{ path: '/', element: <UnsubscribePage /> }], '/?token=abc.def');
    const confirm = await screen.findByRole('button', { name: 'Stop reminder mails' });
    expect(callsTo(fetchMock, 'POST', unsubscribePath)).toHaveLength(0);
    await userEvent.click(confirm);
    expect(await screen.findByText(/You will receive no more reminder mails/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', unsubscribePath)).toEqual({ token: 'abc.def' });
  });

  it('shows why a used link does nothing', async () => {
    mockFetch({ [`POST ${unsubscribePath}`]: () => errorResponse(409, 'UNSUBSCRIBE_LINK_USED') });
    renderRoutes([{ path: '/', element: <UnsubscribePage /> }], '/?token=abc.def');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reminder mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link has been used already.');
  });

  it('says when the link has no token', async () => {
    mockFetch({});
    renderWithProviders(<UnsubscribePage />);
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument();
  });
});
