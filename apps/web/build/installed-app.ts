import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/** The brand colour of the logo (public/favicon.svg); a company's own colour applies once signed in. */
export const brandColour = '#006e88';

/**
 * What a phone needs to install the app: a name, icons of 192 and 512 px (one maskable, cut by
 * the launcher to its shape), a start and a scope, and a window without the browser's bars.
 * The icons are rendered from the logo by scripts/render-app-icons.mjs.
 */
export const installedAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Mobilo',
  short_name: 'Mobilo',
  description: 'Mobility budget: record expenses and receipts, see what is left.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: brandColour,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Paths the server answers itself. A navigation there (a receipt opened in a new tab, the single
 * sign-on redirects, the API documentation) must reach the server, not get the app's page.
 */
export const serverNavigations = [
  /^\/(api|v2|user|period|health|ready)(\/|$)/,
  /^\/auth\/(m-login|mslogin)\//,
  /^\/management\/(period|example-export)(\/|$)/,
];

/**
 * The service worker precaches the built app shell and its static files, and nothing else: no
 * runtime caching at all, so answers of the API (personal data) never land in a cache. A new
 * release waits until the user accepts the reload prompt.
 */
export const serviceWorkerOptions: VitePWAOptions['workbox'] = {
  globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
  // Lazy route chunks with large libraries (the PDF writer, the receipt reader) exceed the default.
  maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
  navigateFallback: 'index.html',
  navigateFallbackDenylist: serverNavigations,
  cleanupOutdatedCaches: true,
  runtimeCaching: [],
};
