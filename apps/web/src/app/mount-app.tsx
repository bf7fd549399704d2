import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

export function mountApp(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
