import type { HttpMethod } from './call';

/** A call's method and path without its schemas. */
export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

/**
 * The method and path of every call the sign-in page makes. Their definitions take them from here,
 * so that the page can make them without loading the schema library: it reads no more of the
 * answers than a status, a redirect or a flag (docs/performance.md, "The sign-in page loads alone").
 */
export const signInRoutes = {
  login: { method: 'POST', path: '/auth/login' },
  check: { method: 'GET', path: '/auth/check' },
  authMethod: { method: 'GET', path: '/auth/method' },
  appInfo: { method: 'GET', path: '/api/app-info' },
  featureFlag: { method: 'GET', path: '/api/v3/feature-flag/:name' },
} as const satisfies Record<string, CallRoute>;
