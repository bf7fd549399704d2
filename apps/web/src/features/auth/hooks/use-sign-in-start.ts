import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { getLoginOptions, type LoginOptions } from '../api/get-login-options';
import { hasSession } from '../api/has-session';

/**
 * What the sign-in page needs before it shows, asked at once: its options and whether the browser
 * is signed in already, in which case it goes to the app instead. Null until both have answered
 * (a remote flag gate shows nothing while loading, spec 001 §6) and while leaving.
 */
export function useSignInStart(): LoginOptions | null {
  const [options, setOptions] = useState<LoginOptions | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([hasSession(), getLoginOptions()]).then(([signedIn, loaded]) => {
      if (!current) return;
      if (signedIn) window.location.replace(paths.home.href());
      else setOptions(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return options;
}
