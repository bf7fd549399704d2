import { loginErrorToErrorCode } from '@mobilo/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifyApiError, toastDurations } from '../../../lib/notify';

/**
 * A provider sign-in that failed comes back as /auth/login?loginError=ERROR_CODE_1…: shown once
 * as a toast, then removed from the address so a reload does not repeat it.
 */
export function useLoginErrorToast() {
  const [params, setParams] = useSearchParams();
  const loginError = params.get('loginError');
  useEffect(() => {
    if (!loginError) return;
    const code = loginErrorToErrorCode(loginError) ?? 'UNKNOWN_ERROR';
    notifyApiError(new ApiError(401, code), { autoClose: toastDurations.error });
    setParams(
      (current) => {
        current.delete('loginError');
        return current;
      },
      { replace: true },
    );
  }, [loginError, setParams]);
}
