import type { LoginRequest } from '@mobilo/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toApiErrorOrUnknown, notifyApiError, toastDurations } from '../../../lib/notify';
import { useAuthMethod } from '../api/get-auth-method';
import { useLogin } from '../api/login';
import { useCountdown } from './use-countdown';

const defaultLockSeconds = 30;

interface SignInHandlers {
  /** Called instead of a toast when the email and password do not match. */
  onWrongCredentials?: () => void;
}

/** Signs in and goes to the authenticated index; errors end as field message, countdown or toast. */
export function useSignIn() {
  const navigate = useNavigate();
  const lock = useCountdown();
  const authMethod = useAuthMethod();
  const loginMutation = useLogin({
    onSuccess: () => void navigate(paths.home.href(), { replace: true }),
  });

  const signIn = (values: LoginRequest, handlers: SignInHandlers = {}) => {
    loginMutation.mutate(values, {
      onError: (raw) => {
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
      },
    });
  };

  /** True when the password is asked here; a redirect leaves the page; a failed lookup asks for it. */
  const lookUp = async (email: string): Promise<boolean> => {
    try {
      const answer = await authMethod.mutateAsync(email);
      if ('redirect' in answer) {
        window.location.assign(answer.redirect);
        return false;
      }
      return true;
    } catch {
      return true;
    }
  };

  return { signIn, lookUp, isPending: loginMutation.isPending, lockSecondsLeft: lock.secondsLeft };
}
