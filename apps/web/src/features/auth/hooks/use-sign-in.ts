import type { LoginRequest } from '@mobilo/contract';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { toApiErrorOrUnknown, notifyApiError, toastDurations } from '../../../lib/notify';
import { getAuthMethod, redirectOf } from '../api/get-auth-method';
import { login } from '../api/login';
import { useCountdown } from './use-countdown';

const defaultLockSeconds = 30;

interface SignInHandlers {
  /** Called instead of a toast when the email and password do not match. */
  onWrongCredentials?: () => void;
}

/**
 * Signs in and loads the app at its authenticated index; errors end as field message, countdown
 * or toast. The sign-in page is an entry of its own, so the app starts anew with the session.
 */
export function useSignIn() {
  const lock = useCountdown();
  const [isPending, setPending] = useState(false);

  const signIn = async (values: LoginRequest, handlers: SignInHandlers = {}) => {
    setPending(true);
    try {
      await login(values);
    } catch (raw) {
      setPending(false);
      const error = toApiErrorOrUnknown(raw);
      if (error.errorCode === 'WRONG_CREDENTIALS' && handlers.onWrongCredentials) {
        handlers.onWrongCredentials();
        return;
      }
      if (error.errorCode === 'BRUTE_FORCE_LOCKED') {
        const seconds = Number(error.parameter);
        lock.start(Number.isFinite(seconds) && seconds > 0 ? seconds : defaultLockSeconds);
      }
      // A lock (429) is a warning for 3.5 s (spec 001 §9); the countdown beneath the form stays.
      notifyApiError(error, error.statusCode === 429 ? {} : { autoClose: toastDurations.error });
      return;
    }
    // Still pending while the app loads: `replace`, so that Back does not return to the form.
    window.location.replace(paths.home.href());
  };

  /** True when the password is asked here; a redirect leaves the page; a failed lookup asks for it. */
  const lookUp = async (email: string): Promise<boolean> => {
    try {
      const redirect = redirectOf(await getAuthMethod(email));
      if (redirect === null) return true;
      window.location.assign(redirect);
      return false;
    } catch {
      return true;
    }
  };

  return { signIn, lookUp, isPending, lockSecondsLeft: lock.secondsLeft };
}
