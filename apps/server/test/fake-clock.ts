import type { Clock } from '../src/platform/clock';

/** A clock that stands still until the test moves it. */
export function createFakeClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}
