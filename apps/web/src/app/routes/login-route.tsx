import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/load-state';
import { carryNoticesToNextPage } from '../../lib/notify';

/**
 * The sign-in page is an entry of its own (main.tsx). Reached inside the app (no session, signed
 * out, a link used up), the address is the sign-in page's: loading it anew starts that entry, and
 * the toasts said on the way go with it.
 */
export function LoginRoute() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    carryNoticesToNextPage();
    window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return <LoadingIndicator />;
}
