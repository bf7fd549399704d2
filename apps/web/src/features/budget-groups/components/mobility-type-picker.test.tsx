import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AllowedMobilityTypes } from '@mobilo/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MobilityTypePicker, type PurposeLists } from './mobility-type-picker';

const allowed = (overrides: Partial<AllowedMobilityTypes> = {}): AllowedMobilityTypes => ({
  package: 'STANDARD',
  companyMobilityTypes: ['GERMANY_TICKET', 'RAIL_CARD', 'TAXI'],
  privateMobilityTypes: ['GERMANY_TICKET', 'RAIL_CARD', 'TAXI'],
  netWageAvailable: true,
  companyNetWageCapableTypes: ['GERMANY_TICKET', 'RAIL_CARD'],
  privateNetWageCapableTypes: ['GERMANY_TICKET'],
  lightExcludedPrivateTypes: ['RAIL_CARD'],
  ...overrides,
});

let latest: PurposeLists | undefined;

function Harness({
  purpose,
  initial,
  allowedTypes,
}: {
  purpose: 'company' | 'private';
  initial: PurposeLists;
  allowedTypes: AllowedMobilityTypes;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: PurposeLists) => {
    latest = next;
    setValue(next);
  };
  return <MobilityTypePicker purpose={purpose} value={value} allowed={allowedTypes} onChange={change} />;
}

const empty: PurposeLists = { regular: [], netWage: [], abroadNetWage: [] };

describe('MobilityTypePicker', () => {
  it('offers a net-wage box only once the regular type is picked', async () => {
    renderWithProviders(<Harness purpose="company" initial={empty} allowedTypes={allowed()} />);
    const netWage = screen.getByRole('checkbox', { name: 'Germany ticket: Net wage (Germany)' });
    expect(netWage).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Germany ticket' }));
    expect(netWage).toBeEnabled();
    await userEvent.click(netWage);
    expect(latest).toEqual({ regular: ['GERMANY_TICKET'], netWage: ['GERMANY_TICKET'], abroadNetWage: [] });
  });

  it('unchecking a regular type clears both of its net-wage boxes', async () => {
    const initial: PurposeLists = {
      regular: ['GERMANY_TICKET', 'TAXI'],
      netWage: ['GERMANY_TICKET'],
      abroadNetWage: ['GERMANY_TICKET'],
    };
    renderWithProviders(<Harness purpose="company" initial={initial} allowedTypes={allowed()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Germany ticket' }));
    expect(latest).toEqual({ regular: ['TAXI'], netWage: [], abroadNetWage: [] });
    expect(screen.getByRole('checkbox', { name: 'Germany ticket: Net wage (abroad)' })).not.toBeChecked();
  });

  it('hides net-wage boxes of types that are not capable for the purpose', () => {
    renderWithProviders(<Harness purpose="private" initial={empty} allowedTypes={allowed()} />);
    expect(screen.getByRole('checkbox', { name: 'Germany ticket: Net wage (Germany)' })).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Rail card (BahnCard): Net wage (Germany)' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Taxi: Net wage (Germany)' })).not.toBeInTheDocument();
  });

  it('shows no net-wage columns when net wage is not available', () => {
    renderWithProviders(
      <Harness purpose="company" initial={empty} allowedTypes={allowed({ netWageAvailable: false })} />,
    );
    expect(screen.queryByText('Net wage (Germany)')).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('offers only the types of the package', () => {
    renderWithProviders(
      <Harness
        purpose="company"
        initial={empty}
        allowedTypes={allowed({ companyMobilityTypes: ['GERMANY_TICKET'], netWageAvailable: false })}
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });
});
