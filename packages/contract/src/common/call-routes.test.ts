import { describe, expect, it } from 'vitest';
import { allCalls } from '../all-calls';
import { firstScreenRoutes } from './first-screen-routes';
import { signInRoutes } from './sign-in-routes';

/**
 * The routes the web app sends before the schemas have loaded are spread into their definitions;
 * a route left behind when its definition moves would send the app's call into the void.
 */
describe('the routes of calls made before the schemas load', () => {
  const defined = new Set(allCalls.map((call) => `${call.method} ${call.path}`));

  it.each(Object.entries({ ...signInRoutes, ...firstScreenRoutes }))('%s is a call of the contract', (_, route) => {
    expect(defined).toContain(`${route.method} ${route.path}`);
  });
});
