/** The current time; tests pass a clock they can move to check timeouts and locks. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
