/** The current time; tests pass a clock they can move to check timeouts and locks. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that reads `start` now and runs on at the pace of `real` (the local stage's `CLOCK_START`). */
export function clockStartingAt(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real().getTime();
  return () => new Date(real().getTime() + offset);
}

/** The calendar day in Germany as YYYY-MM-DD: deadlines and validities of German offers count by it. */
export function germanDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}
