import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaxConfiguration } from '@mobilo/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { TaxConfigurationPage } from './tax-configuration-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const path = '/api/v3/settings/tax-configuration';

const stored: TaxConfiguration = {
  consultantNumber: '1234567',
  clientNumber: '12345',
  netWageActive: false,
  alphanumericPersonalNumbers: false,
  defaultWorkingDays: 20,
  buckets: [
    {
      category: 'TAX_FREE',
      wageTypeNumber: 4100,
      bsNr: 2,
      wageName: 'Mobilitätsbudget steuerfrei',
      inftySapValue: null,
      active: true,
    },
    {
      category: 'FLAT_15',
      wageTypeNumber: null,
      bsNr: 2,
      wageName: 'Mobilitätsbudget pauschal',
      inftySapValue: 'M015',
      active: true,
    },
    {
      category: 'TAXABLE',
      wageTypeNumber: 4300,
      bsNr: 2,
      wageName: 'Mobilitätsbudget steuerpflichtig',
      inftySapValue: null,
      active: true,
    },
  ],
};

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(callsTo(fetchMock, 'PUT', path)[0]![1]!.body)) as unknown;

describe('TaxConfigurationPage', () => {
  it('refuses a consultant number with letters before asking the server, then saves the whole configuration', async () => {
    const fetchMock = mockFetch({
      [`GET ${path}`]: () => jsonResponse(stored),
      [`PUT ${path}`]: ({ init }) => jsonResponse({ ...stored, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderWithProviders(<TaxConfigurationPage />);
    const consultant = await screen.findByRole('textbox', { name: /Consultant number/ });
    expect(consultant).toHaveValue('1234567');

    await userEvent.clear(consultant);
    await userEvent.type(consultant, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number from 1000 to 9999999.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(0);

    await userEvent.clear(consultant);
    await userEvent.type(consultant, '7654321');
    const wageType = screen.getByRole('textbox', { name: 'Wage type number – Flat-rate 15 % (§40 Abs. 2 EStG)' });
    await userEvent.type(wageType, '4200');
    await userEvent.click(screen.getByRole('switch', { name: /Net wage active/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(1));
    expect(bodyOf(fetchMock)).toEqual({
      consultantNumber: '7654321',
      clientNumber: '12345',
      netWageActive: true,
      alphanumericPersonalNumbers: false,
      defaultWorkingDays: 20,
      buckets: [stored.buckets[0], { ...stored.buckets[1], wageTypeNumber: 4200 }, stored.buckets[2]],
    });
    expect(await screen.findByText('Tax configuration saved.')).toBeInTheDocument();
  });

  it('refuses a wage type number out of range and keeps TAXABLE switched on', async () => {
    const fetchMock = mockFetch({ [`GET ${path}`]: () => jsonResponse(stored) });
    renderWithProviders(<TaxConfigurationPage />);
    const wageType = await screen.findByRole('textbox', { name: 'Wage type number – Tax-free (§3 Nr. 15 EStG)' });
    await userEvent.clear(wageType);
    await userEvent.type(wageType, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number from 1 to 9999.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Taxable/ })).not.toBeInTheDocument();
    expect(screen.getByText('Always active')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(0);
  });

  it('marks the field the server refused', async () => {
    mockFetch({
      [`GET ${path}`]: () => jsonResponse(stored),
      [`PUT ${path}`]: () => errorResponse(400, 'INVALID_INPUT', 'body.clientNumber'),
    });
    renderWithProviders(<TaxConfigurationPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a number from 1 to 99999.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Client number/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    let fail = true;
    mockFetch({ [`GET ${path}`]: () => (fail ? errorResponse(403, 'ACCESS_DENIED') : jsonResponse(stored)) });
    renderWithProviders(<TaxConfigurationPage />);
    expect(await screen.findByText('The tax configuration could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Client number/ })).toHaveValue('12345');
  });
});
