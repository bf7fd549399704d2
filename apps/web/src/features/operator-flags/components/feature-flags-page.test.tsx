import { featureFlagNames, type FeatureFlagSetting } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { FeatureFlagsPage } from './feature-flags-page';

const customer = { id: '0b7d6a52-0000-4000-8000-000000000002', name: 'Customer AG' };

function flags(overrides: Partial<Record<string, Partial<FeatureFlagSetting>>>): FeatureFlagSetting[] {
  return featureFlagNames.map((name) => ({
    name,
    defaultValue: null,
    companyValue: null,
    value: false,
    ...overrides[name],
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the operator feature-flag screen', () => {
  it('switches a global default and a company value, each with its scope', async () => {
    const fetchMock = mockFetch({
      'GET /api/v3/support/companies': () => jsonResponse({ companies: [customer] }),
      'GET /api/v3/feature-flag': ({ url }) =>
        url.searchParams.get('companyId') === customer.id
          ? jsonResponse({
              companyId: customer.id,
              flags: flags({ DOWNLOAD_CENTER: { defaultValue: true, companyValue: false, value: false } }),
            })
          : jsonResponse({ companyId: null, flags: flags({ DOWNLOAD_CENTER: { defaultValue: true, value: true } }) }),
      'POST /api/v3/feature-flag/CARD': ({ init }) => jsonResponse({ name: 'CARD', ...JSON.parse(String(init?.body)) }),
      'POST /api/v3/feature-flag/DOWNLOAD_CENTER': ({ init }) =>
        jsonResponse({ name: 'DOWNLOAD_CENTER', ...JSON.parse(String(init?.body)) }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FeatureFlagsPage />);

    expect(await screen.findByRole('switch', { name: 'Download centre: global default' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Mobility card: global default' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v3/feature-flag/CARD')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/v3/feature-flag/CARD')[0]![1]?.body))).toEqual({
      value: true,
      companyId: null,
    });

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: customer.name }));
    const own = await screen.findByRole('switch', { name: 'Download centre for Customer AG' });
    expect(own).not.toBeChecked();
    const row = own.closest('tr')!;
    expect(within(row).getAllByText('On')[0]).toBeInTheDocument();
    expect(within(row).getAllByText('Off').length).toBeGreaterThan(0);
    await user.click(own);
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/v3/feature-flag/DOWNLOAD_CENTER')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/v3/feature-flag/DOWNLOAD_CENTER')[0]![1]?.body))).toEqual(
      {
        value: true,
        companyId: customer.id,
      },
    );
  });
});
