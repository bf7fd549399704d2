import { describe, expect, it } from 'vitest';
import {
  invalidNetWageTypes,
  isNetWageAvailable,
  isNetWageCapable,
  privateTypesForUserType,
  pruneNetWageTypes,
  selectableNetWageTypes,
  toggleRegularType,
  typesAllowedForPackage,
  type NetWageContext,
  type TripPurpose,
} from './mobility-rules';
import type { MobilityType } from '../vocabulary/mobility-types';

describe('net-wage availability', () => {
  it.each<[string, NetWageContext, boolean]>([
    [
      'professional, Germany, TAX13 active',
      { userType: 'PROFESSIONAL', companyCountry: 'DE', tax13Active: true },
      true,
    ],
    ['light user', { userType: 'LIGHT', companyCountry: 'DE', tax13Active: true }, false],
    ['company abroad', { userType: 'PROFESSIONAL', companyCountry: 'AT', tax13Active: true }, false],
    ['TAX13 inactive', { userType: 'PROFESSIONAL', companyCountry: 'DE', tax13Active: false }, false],
    ['nothing fits', { userType: 'LIGHT', companyCountry: 'CH', tax13Active: false }, false],
  ])('%s -> %s', (_name, context, expected) => {
    expect(isNetWageAvailable(context)).toBe(expected);
  });
});

describe('net-wage capability', () => {
  it.each<[MobilityType, TripPurpose, boolean]>([
    ['LOCAL_PUBLIC_TRANSPORT', 'company', true],
    ['LOCAL_PUBLIC_TRANSPORT', 'private', true],
    ['GERMANY_TICKET', 'private', true],
    ['LONG_DISTANCE_TRAIN', 'company', true],
    ['LONG_DISTANCE_TRAIN', 'private', false],
    ['RAIL_CARD', 'company', true],
    ['RAIL_CARD', 'private', false],
    ['INTERCITY_BUS', 'private', false],
    ['TAXI', 'company', false],
    ['CAR_SHARING', 'private', false],
  ])('%s for %s trips -> %s', (type, purpose, expected) => {
    expect(isNetWageCapable(type, purpose)).toBe(expected);
  });
});

describe('selectable and invalid net-wage types', () => {
  it.each<[TripPurpose, MobilityType[], MobilityType[]]>([
    ['company', [], []],
    ['company', ['TAXI', 'FUEL'], []],
    ['company', ['TAXI', 'RAIL_CARD', 'GERMANY_TICKET'], ['GERMANY_TICKET', 'RAIL_CARD']],
    ['private', ['RAIL_CARD', 'GERMANY_TICKET', 'COMMUTER_TRAIN'], ['GERMANY_TICKET', 'COMMUTER_TRAIN']],
  ])('%s trips with %j picked offer %j', (purpose, regular, expected) => {
    expect(selectableNetWageTypes(purpose, regular)).toEqual(expected);
  });

  it.each<[TripPurpose, MobilityType[], MobilityType[], MobilityType[]]>([
    ['company', ['GERMANY_TICKET'], ['GERMANY_TICKET'], []],
    ['company', ['GERMANY_TICKET'], ['COMMUTER_TRAIN'], ['COMMUTER_TRAIN']],
    ['company', ['TAXI'], ['TAXI'], ['TAXI']],
    ['private', ['RAIL_CARD'], ['RAIL_CARD'], ['RAIL_CARD']],
  ])('%s trips, regular %j, net wage %j: invalid %j', (purpose, regular, netWage, expected) => {
    expect(invalidNetWageTypes(purpose, regular, netWage)).toEqual(expected);
  });

  it('prunes net-wage types whose regular type is gone', () => {
    expect(pruneNetWageTypes('company', ['GERMANY_TICKET'], ['GERMANY_TICKET', 'COMMUTER_TRAIN'])).toEqual([
      'GERMANY_TICKET',
    ]);
  });
});

describe('toggling a regular type', () => {
  const lists = {
    regular: ['GERMANY_TICKET', 'TAXI'] as MobilityType[],
    netWage: ['GERMANY_TICKET'] as MobilityType[],
    abroadNetWage: ['GERMANY_TICKET'] as MobilityType[],
  };

  it('unchecking removes the type from both net-wage lists of that purpose', () => {
    expect(toggleRegularType('company', lists, 'GERMANY_TICKET')).toEqual({
      regular: ['TAXI'],
      netWage: [],
      abroadNetWage: [],
    });
  });

  it('checking adds it in catalogue order and leaves the net-wage lists alone', () => {
    expect(toggleRegularType('company', lists, 'LOCAL_PUBLIC_TRANSPORT')).toEqual({
      regular: ['LOCAL_PUBLIC_TRANSPORT', 'GERMANY_TICKET', 'TAXI'],
      netWage: ['GERMANY_TICKET'],
      abroadNetWage: ['GERMANY_TICKET'],
    });
  });
});

describe('package and light restrictions', () => {
  it('the Unlimited package allows public transport only', () => {
    const allowed = typesAllowedForPackage('UNLIMITED');
    expect(allowed).toHaveLength(8);
    expect(allowed).not.toContain('TAXI');
    expect(typesAllowedForPackage('STANDARD')).toHaveLength(18);
  });

  it.each<['LIGHT' | 'PROFESSIONAL', MobilityType[], MobilityType[]]>([
    ['LIGHT', ['INTERCITY_TRAIN', 'INTERCITY_BUS', 'RAIL_CARD', 'TAXI'], ['TAXI']],
    ['PROFESSIONAL', ['INTERCITY_TRAIN', 'RAIL_CARD', 'TAXI'], ['INTERCITY_TRAIN', 'RAIL_CARD', 'TAXI']],
    ['LIGHT', ['LONG_DISTANCE_TRAIN'], ['LONG_DISTANCE_TRAIN']],
  ])('a %s user may spend privately on %j -> %j', (userType, groupTypes, expected) => {
    expect(privateTypesForUserType(userType, groupTypes)).toEqual(expected);
  });
});
