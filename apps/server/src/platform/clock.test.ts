import { describe, expect, it } from 'vitest';
import { clockStartingAt, type Clock } from './clock';

describe('clockStartingAt', () => {
  it('reads the start first and then runs on at the pace of the real clock', () => {
    let real = new Date('2026-11-27T08:00:00Z').getTime();
    const realClock: Clock = () => new Date(real);
    const clock = clockStartingAt(new Date('2026-12-02T10:00:00Z'), realClock);
    expect(clock().toISOString()).toBe('2026-12-02T10:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-12-02T10:01:30.000Z');
  });
});
