import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyActivities, WallboxImportResponse } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { MyActivitiesPage } from './my-activities-page';

const mine: MyActivities = {
  type: 'VARIABLE',
  carKind: 'COMPANY',
  meterIds: ['WB-1'],
  pricingMethod: 'AVERAGE',
  officialCentsPerKwh: '34.00',
  thisMonth: '2026-03',
  activities: [],
};

const refused: WallboxImportResponse = {
  activity: null,
  importedCount: 0,
  refusedCount: 1,
  lines: [
    { line: 2, label: '2026-03-02 20:00', status: 'VALID', problems: [] },
    { line: 3, label: '2026-03-04 20:00', status: 'REFUSED', problems: ['INVALID_KWH'] },
    { line: 4, label: '2026-03-05 08:00', status: 'SKIPPED', problems: ['NOT_AT_HOME'] },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const csv = (text: string) => new File([text], 'sessions.csv', { type: 'text/csv' });

async function openWallbox() {
  renderWithProviders(
    <SessionProvider session={buildSession()}>
      <MyActivitiesPage />
    </SessionProvider>,
  );
  return within(await screen.findByRole('region', { name: 'Import a wallbox export' }));
}

describe('the wallbox import', () => {
  it('needs a file and, for another CSV, the three column names before it sends anything', async () => {
    const fetchMock = mockFetch({ 'GET /api/v3/home-charging/my-activities': () => jsonResponse(mine) });
    const section = await openWallbox();
    await userEvent.click(section.getByRole('radio', { name: 'Other CSV (name the columns)' }));
    await userEvent.click(section.getByRole('button', { name: 'Import sessions' }));
    expect(await section.findAllByText('Please fill this in.')).toHaveLength(4);
    expect(callsTo(fetchMock, 'POST', '/api/v3/home-charging/my-activities/import')).toHaveLength(0);
  });

  it('sends the file with its mapping and lists every refused or left-out line', async () => {
    let sent: Record<string, unknown> = {};
    mockFetch({
      'GET /api/v3/home-charging/my-activities': () => jsonResponse(mine),
      'POST /api/v3/home-charging/my-activities/import': ({ init }) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return jsonResponse(refused);
      },
    });
    const section = await openWallbox();
    await userEvent.click(section.getByRole('radio', { name: 'Other CSV (name the columns)' }));
    await userEvent.type(section.getByRole('textbox', { name: /Column of the start/ }), 'Begin');
    await userEvent.type(section.getByRole('textbox', { name: /Column of the end/ }), 'End');
    await userEvent.type(section.getByRole('textbox', { name: /Column of the kWh/ }), 'Energy');
    // Mantine's file input is a button beside a hidden input of type file, which takes the file.
    const region = screen.getByRole('region', { name: 'Import a wallbox export' });
    await userEvent.upload(region.querySelector('input[type="file"]')!, csv('Begin;End;Energy\n'));
    await userEvent.click(section.getByRole('button', { name: 'Import sessions' }));
    const report = await screen.findByTestId('wallbox-report');
    expect(report).toHaveTextContent('Nothing imported: 1 line has errors.');
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3 (2026-03-04 20:00): the kWh are no number',
      'Line 4 (2026-03-05 08:00) left out: the session was not at home',
    ]);
    await waitFor(() =>
      expect(sent).toEqual({
        month: '2026-03',
        format: 'GENERIC',
        mapping: { start: 'Begin', end: 'End', kwh: 'Energy' },
        fileName: 'sessions.csv',
        content: 'Begin;End;Energy\n',
      }),
    );
  });
});
