import { loginErrorToErrorCode } from '@mobilo/contract';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-request';
import { notifyApiError, showCarriedNotices, toastDurations } from '../../../lib/notify';

const loginErrorParam = 'loginError';

/**
 * What the visitor is told on arriving at the sign-in page, once: the toasts the app showed on
 * the way here, and a provider sign-in that failed, which comes back as `?loginError=ERROR_CODE_1…`
 * and is then removed from the address so that a reload does not repeat it.
 */
export function useArrivalNotice() {
  useEffect(() => {
    showCarriedNotices();
    const url = new URL(window.location.href);
    const loginError = url.searchParams.get(loginErrorParam);
    if (loginError === null) return;
    const code = loginErrorToErrorCode(loginError) ?? 'UNKNOWN_ERROR';
    notifyApiError(new ApiError(401, code), { autoClose: toastDurations.error });
    url.searchParams.delete(loginErrorParam);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
}
