import type { LoginRequest } from '@mobilo/contract';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { toApiErrorOrUnknown, notifyApiError, toastDurations } from '../../../lib/notify';
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
        notifyApiError(error, { autoClose: toastDurations.error });
      },
    });
  };

  return { signIn, isPending: loginMutation.isPending, lockSecondsLeft: lock.secondsLeft };
}
