import type { SessionUser } from '@mobilo/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/auth-context';
import { buildSession, renderRoutes } from '../../test/render';
import { IndexRedirect } from './index-redirect';

function renderIndexFor(overrides: Partial<SessionUser>) {
  const targets = ['/management', '/god', '/expenses', '/welcome'];
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <SessionProvider session={buildSession(overrides)}>
            <IndexRedirect />
          </SessionProvider>
        ),
      },
      ...targets.map((path) => ({ path, element: <p>Screen {path}</p> })),
    ],
    '/',
  );
}

const userFlags = { isAccountant: false, isGod: false, isChecker: false, hasBudgetGroup: false };

describe('IndexRedirect', () => {
  it.each([
    ['an accountant', { isAccountant: true, hasBudgetGroup: true }, '/management'],
    ['the operator', { isGod: true }, '/god'],
    ['a checker', { isChecker: true, hasBudgetGroup: true }, '/management'],
    ['a user with a budget group', { hasBudgetGroup: true }, '/expenses'],
    ['a user without a budget group', {}, '/welcome'],
  ])('sends %s to %s', async (_who, flags, target) => {
    const { router } = renderIndexFor({ ...userFlags, ...flags });

    expect(await screen.findByText(`Screen ${target}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(target);
  });
});
