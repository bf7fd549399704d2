/** The current time; tests pass a clock they can move to check timeouts and locks. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The calendar day in Germany as YYYY-MM-DD: deadlines and validities of German offers count by it. */
export function germanDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}
