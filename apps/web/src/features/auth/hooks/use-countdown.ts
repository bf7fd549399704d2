import { useEffect, useState } from 'react';

const tickMs = 1000;

/** The lock's countdown shows only while 10 seconds or more are left (specification §4). */
export const countdownVisibleFrom = 10;

export function isCountdownVisible(secondsLeft: number): boolean {
  return secondsLeft >= countdownVisibleFrom;
}

/** Seconds left until a moment set by `start`; 0 when nothing is running. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / tickMs));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    update();
    const timer = window.setInterval(update, tickMs);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return {
    secondsLeft,
    start: (seconds: number) => setEndsAt(Date.now() + Math.max(0, seconds) * tickMs),
  };
}
