import { paths } from './config/paths';
import { listenForInstallOffer } from './features/installed-app/hooks/install-offer';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before React renders: the browser may make its install offer during the first load.
listenForInstallOffer();

// The sign-in page is an entry of its own: it loads without the router, the query cache and the
// schema library that every screen of the app needs (docs/performance.md). The app sends a visitor
// without a session there with a page load (`LoginRoute`), and signing in loads the app.
const onSignInPage = window.location.pathname.replace(/\/+$/, '') === paths.auth.login.path;
const mount = onSignInPage
  ? import('./app/mount-sign-in').then((module) => module.mountSignIn)
  : import('./app/mount-app').then((module) => module.mountApp);
void mount.then((render) => render(container));
