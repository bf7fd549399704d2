import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInApp } from './sign-in-app';

export function mountSignIn(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <SignInApp />
    </StrictMode>,
  );
}
