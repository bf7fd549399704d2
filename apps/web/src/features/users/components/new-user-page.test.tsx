import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { mockFetch } from '../../../test/fetch-mock';
import { buildSession, jsonResponse, renderWithProviders } from '../../../test/render';
import { NewUserPage } from './new-user-page';

afterEach(() => vi.unstubAllGlobals());

describe('NewUserPage', () => {
  it.each([
    ['LIGHT', 'Light'],
    ['PROFESSIONAL', 'Professional'],
  ] as const)('starts a new user with the company default type %s', async (defaultUserType, label) => {
    mockFetch({
      'GET /role': () => jsonResponse([]),
      'GET /api/v3/budgetclass': () => jsonResponse([]),
    });
    const session = buildSession();
    session.user.company.defaultUserType = defaultUserType;
    renderWithProviders(
      <SessionProvider session={session}>
        <NewUserPage />
      </SessionProvider>,
    );
    expect(await screen.findByRole('combobox', { name: 'User type' })).toHaveValue(label);
  });
});
