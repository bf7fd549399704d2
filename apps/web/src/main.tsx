import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForInstallOffer } from './features/installed-app/hooks/install-offer';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before React renders: the browser may make its install offer during the first load.
listenForInstallOffer();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
