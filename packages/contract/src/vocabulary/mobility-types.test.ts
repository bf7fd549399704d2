import { describe, expect, it } from 'vitest';
import { mobilityTypes, mobilityTypesOfClass, publicTransportTypes } from './mobility-types';

describe('mobility types', () => {
  it('has eighteen types, four of them local', () => {
    expect(mobilityTypes).toHaveLength(18);
    expect(mobilityTypesOfClass('local')).toEqual([
      'LOCAL_PUBLIC_TRANSPORT',
      'GROUP_TICKET',
      'GERMANY_TICKET',
      'COMMUTER_TRAIN',
    ]);
  });

  it('counts local, long-distance and rail card as public transport', () => {
    expect(publicTransportTypes).toContain('RAIL_CARD');
    expect(publicTransportTypes).toContain('INTERCITY_BUS');
    expect(publicTransportTypes).not.toContain('TAXI');
    expect(publicTransportTypes).toHaveLength(8);
  });
});
