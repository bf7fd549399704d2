import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingIndicator } from '../../components/load-state';
import { AuthFrame } from './auth-frame';

/** The app's screens before sign-in (password recovery, registration, legal pages) in their frame. */
export function AuthLayout() {
  return (
    <AuthFrame>
      <Suspense fallback={<LoadingIndicator />}>
        <Outlet />
      </Suspense>
    </AuthFrame>
  );
}
