import { noLicences, type OperatorCompany } from '@mobilo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CompanyActionsDialog } from './company-actions-dialog';

const company: OperatorCompany = {
  id: '0b7d6a52-0000-4000-8000-000000000009',
  name: 'Neue Mobilität GmbH',
  companyCreatedAt: '2026-11-01T08:00:00.000Z',
  createdDate: '2026-11-01T08:00:00.000Z',
  defaultUserType: 'PROFESSIONAL',
  language: 'de',
  defaultLanguage: 'de',
  currency: 'EUR',
  country: 'DE',
  isTrialAccount: false,
  isInternal: false,
  isPersonioActive: true,
  reseller: null,
  domains: [],
  package: 'STANDARD',
  usersCount: 3,
  periodsCount: 61,
  latestPeriod: '203111',
  mobilityBoxApiKeySet: false,
  mobilityBoxApiKey: 'Not Set',
  licence: noLicences,
};

afterEach(() => vi.unstubAllGlobals());

describe('the operator actions of a company', () => {
  it('switches trial on with the notice of how many users followed', async () => {
    const fetchMock = mockFetch({
      [`PATCH /god/company/${company.id}/trial`]: () =>
        jsonResponse({ company: { ...company, isTrialAccount: true }, usersChanged: 3 }),
    });
    renderWithProviders(<CompanyActionsDialog company={company} opened onClose={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: /Trial account/ }));

    expect(await screen.findByText('The company and its 3 users were downgraded to trial.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', `/god/company/${company.id}/trial`)[0]![1]?.body))).toEqual({
      isTrialAccount: true,
    });
  });

  it('switches Personio off through the deactivation, which also ends the integration', async () => {
    const fetchMock = mockFetch({
      [`POST /god/integration/${company.id}/personio/deactivation`]: () =>
        jsonResponse({ ...company, isPersonioActive: false }),
    });
    renderWithProviders(<CompanyActionsDialog company={company} opened onClose={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: /Personio/ }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', `/god/integration/${company.id}/personio/deactivation`)).toHaveLength(1),
    );
    expect(await screen.findByText('Personio disabled and the integration deactivated.')).toBeInTheDocument();
  });

  it('creates the missing periods and says when there were none to create', async () => {
    mockFetch({
      [`POST /god/company/${company.id}/periods`]: () => jsonResponse({ created: 0, latestPeriod: '203111' }),
    });
    renderWithProviders(<CompanyActionsDialog company={company} opened onClose={() => {}} />);
    expect(screen.getByText(/Billing periods exist up to November 2031/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create periods' }));
    expect(await screen.findByText('All periods already existed.')).toBeInTheDocument();
  });
});
