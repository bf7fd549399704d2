import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleBudgetPlugin } from './build/bundle-budget-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { mantineLightImportsPlugin } from './build/mantine-light-imports-plugin';
import { installedAppManifest, serviceWorkerOptions } from './build/installed-app';
import { staticTextsPlugin } from './build/static-texts-plugin';

const rootPackageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiTarget = process.env.MOBILO_API_TARGET ?? 'http://localhost:3000';

/** Prefixes the server answers; the same prefixes are also screens of the app (/management, /god, /users). */
const proxiedPrefixes = ['/api', '/auth', '/user', '/v2', '/period', '/management', '/god', '/health', '/ready'];

/** A page load of a client route (it accepts HTML) must get the app, not the API. */
function bypassPageLoads(req: IncomingMessage): string | undefined {
  const acceptsHtml = req.headers.accept?.includes('text/html') ?? false;
  return req.method === 'GET' && acceptsHtml ? '/index.html' : undefined;
}

const proxyTo = (target: string): ProxyOptions => ({
  target,
  changeOrigin: true,
  bypass: bypassPageLoads,
  configure: (proxy) => {
    // The server accepts state-changing requests only from its own origin. Requests made by the
    // app on the dev server (same origin as the dev server) are forwarded as if made on the server.
    proxy.on('proxyReq', (proxyReq, req) => {
      const origin = req.headers.origin;
      if (origin && origin === `http://${req.headers.host}`) proxyReq.setHeader('origin', target);
    });
  },
});

export default defineConfig({
  plugins: [
    react(),
    staticTextsPlugin(fileURLToPath(new URL('../..', import.meta.url))),
    mantineLightImportsPlugin(),
    bundleBudgetPlugin(),
    precompressPlugin(),
    // The installed phone app: the manifest and a Workbox service worker that keeps the app shell
    // (docs/adr/0028). No service worker on the dev server, so that changes show at once.
    VitePWA({
      registerType: 'prompt',
      manifest: installedAppManifest,
      workbox: serviceWorkerOptions,
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackageJson.version),
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, proxyTo(apiTarget)])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor chunks for what every first page needs, each cached across releases: React with
        // its router, the libraries every screen calls (texts, queries, the contract's schemas) and
        // the part of Mantine the entry uses. Everything else is split along the lazy routes and
        // dialogs, so that a page loads only the libraries it uses (docs/performance.md).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              tags: ['$initial'],
            },
            // What every page needs besides React: texts, queries, the contract's schemas.
            {
              name: 'base',
              test: /node_modules[\\/](i18next|react-i18next|@tanstack[\\/](react-query|query-core)|zod)[\\/]/,
              tags: ['$initial'],
            },
            // The part of Mantine the first page needs (the provider, boxes, text, buttons): one
            // chunk instead of a dozen small ones that each compress on their own.
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](core|hooks)|clsx)[\\/]/, tags: ['$initial'] },
            // The positioning library of Mantine's menus, popovers and tooltips, in a chunk of its
            // own: left to itself the bundler puts Mantine's direction hook (which the app shell
            // and scroll areas need) into it, and every page with a scroll area would load it.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
          ],
        },
      },
    },
  },
});
