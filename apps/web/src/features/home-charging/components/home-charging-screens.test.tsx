import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargingActivity, MyActivities } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderRoutes, renderWithProviders } from '../../../test/render';
import { ActivitiesPage } from './activities-page';
import { ActivityPage } from './activity-page';
import { MeterPhotos } from './meter-photos';
import { MyActivitiesPage } from './my-activities-page';
import { openMonths, readingsErrors } from './readings-form';

const activity = (overrides: Partial<ChargingActivity>): ChargingActivity => ({
  id: '00000000-0000-4000-8000-000000000001',
  version: 1,
  userId: '00000000-0000-4000-8000-000000000009',
  firstName: 'Dirk',
  lastName: 'Fahrer',
  personalNumber: '1007',
  month: '2026-10',
  source: 'READINGS',
  carKind: 'COMPANY',
  meterId: 'WB-1',
  startReading: '1420.50',
  endReading: '3450.00',
  startReadingDate: '2026-10-01',
  endReadingDate: '2026-10-31',
  hasStartPhoto: true,
  hasEndPhoto: true,
  sessionCount: null,
  kwh: '2029.50',
  priceSource: 'AVERAGE',
  centsPerKwh: '34.00',
  amount: '690.03',
  warnings: [],
  status: 'SUBMITTED',
  submittedAt: '2026-11-01T09:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  isFrozen: false,
  isDecidable: true,
  isDeletable: true,
  ...overrides,
});

const mine = (overrides: Partial<MyActivities>): MyActivities => ({
  type: 'VARIABLE',
  carKind: 'COMPANY',
  meterIds: ['WB-1'],
  pricingMethod: 'AVERAGE',
  officialCentsPerKwh: '34.00',
  thisMonth: '2026-03',
  activities: [],
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inSession = (element: React.ReactElement, path = '/') =>
  renderWithProviders(<SessionProvider session={buildSession()}>{element}</SessionProvider>, path);

describe('the readings rules', () => {
  it('offers the months from January 2026 to this one that have no live activity, newest first', () => {
    const taken = mine({
      activities: [activity({ month: '2026-02' }), activity({ month: '2026-01', status: 'REJECTED' })],
    });
    expect(openMonths(taken)).toEqual(['2026-03', '2026-01']);
  });

  it('refuses empty fields, numbers that are none, and falling readings', () => {
    const values = {
      month: '2026-03',
      meterId: 'WB-1',
      startReading: '200,5',
      endReading: '100',
      startReadingDate: '2026-03-01',
      endReadingDate: '',
    };
    expect(readingsErrors(values)).toEqual({ endReading: 'falling', endReadingDate: 'required' });
    expect(readingsErrors({ ...values, startReading: '-3', endReadingDate: '2026-03-31' })).toEqual({
      startReading: 'invalid',
    });
  });
});

describe('MyActivitiesPage', () => {
  it('tells an employee who is not enrolled, without a form', async () => {
    mockFetch({ 'GET /api/v3/home-charging/my-activities': () => jsonResponse(mine({ type: null })) });
    inSession(<MyActivitiesPage />);
    expect(await screen.findByText(/You are not enrolled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit readings' })).not.toBeInTheDocument();
  });

  it('shows the price, the months with their warnings, and sends nothing with falling readings', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/home-charging/my-activities': () =>
        jsonResponse(mine({ activities: [activity({ month: '2026-02', warnings: ['MORE_THAN_BATTERY'] })] })),
    });
    inSession(<MyActivitiesPage />);
    expect(await screen.findByText("This year's price: the official average of 34.00 ct/kWh")).toBeInTheDocument();
    expect(screen.getByText(/More kWh than the battery takes/)).toBeInTheDocument();
    expect(screen.getByText('€690.03')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Start reading/ }), '500');
    await userEvent.type(screen.getByRole('textbox', { name: /End reading/ }), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Submit readings' }));
    expect(await screen.findByText('The end reading must not be below the start reading.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/v3/home-charging/my-activities')).toHaveLength(0);
  });
});

describe('the checker’s screens', () => {
  it('lists the activities with the counts of each status', async () => {
    mockFetch({
      'GET /api/v3/home-charging/activities': () =>
        jsonResponse({ activities: [activity({})], counts: { SUBMITTED: 1, APPROVED: 4, REJECTED: 0 } }),
    });
    inSession(<ActivitiesPage />);
    expect(await screen.findByText('Approved (4)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dirk Fahrer · 1007' })).toHaveAttribute(
      'href',
      '/home-charging/activities/00000000-0000-4000-8000-000000000001',
    );
  });

  it('rejects only with a reason, and sends the version read', async () => {
    let sent: unknown = null;
    const id = activity({}).id;
    const fetchMock = mockFetch({
      [`GET /api/v3/home-charging/activities/${id}`]: () => jsonResponse(activity({})),
      [`GET /api/v3/home-charging/activities/${id}/history`]: () =>
        jsonResponse({
          events: [
            {
              at: '2026-11-01T09:00:00.000Z',
              action: 'home-charging.start-photo',
              actorName: 'Dirk Fahrer',
              data: null,
            },
          ],
        }),
      [`PATCH /api/v3/home-charging/activities/${id}/reject`]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(activity({ status: 'REJECTED', rejectReason: 'Photo unreadable' }));
      },
    });
    renderRoutes(
      [
        {
          path: '/home-charging/activities/:activityId',
          element: (
            <SessionProvider session={buildSession()}>
              <ActivityPage />
            </SessionProvider>
          ),
        },
      ],
      `/home-charging/activities/${id}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    // The history names each change in the user's language.
    expect(await screen.findByText('Start photo attached')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const confirm = dialog.querySelector('button.mantine-Button-root[data-disabled], button[disabled]');
    expect(confirm).not.toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Photo unreadable');
    await userEvent.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await waitFor(() => expect(sent).toEqual({ reason: 'Photo unreadable' }));
    const [, init] = callsTo(fetchMock, 'PATCH', `/api/v3/home-charging/activities/${id}/reject`)[0]!;
    expect(new Headers(init?.headers).get('If-Match')).toBeTruthy();
  });

  it('shows the meter photos that were sent, each opening whole in a new tab, and says which is missing', () => {
    const shown = activity({ hasEndPhoto: false });
    inSession(<MeterPhotos activity={shown} />);
    const link = screen.getByRole('link', { name: 'Start photo: open in a new tab' });
    expect(link).toHaveAttribute('href', `/api/v3/home-charging/activities/${shown.id}/start-photo`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Start photo' })).toHaveAttribute(
      'src',
      `/api/v3/home-charging/activities/${shown.id}/start-photo`,
    );
    expect(screen.queryByRole('img', { name: 'End photo' })).toBeNull();
    expect(screen.getByText('missing')).toBeInTheDocument();
  });
});
