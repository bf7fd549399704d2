import { noLicences } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { buildSession, jsonResponse, renderRoutes } from '../test/render';
import { appRoutes } from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /auth/check': () => jsonResponse(buildSession()),
    'GET /api/v3/licences': () => jsonResponse(noLicences),
    ...extra,
  });
}

async function openUserMenuItem(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('the user menu dialogs', () => {
  it('renders the changelog as markdown, without raw HTML', async () => {
    signedIn({
      'GET /CHANGELOG.md': () =>
        new Response('# Changelog\n\n## 2025.11.4.1\n\n- **Sign-in**\n\n<img src=x onerror=alert(1)>'),
    });
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Changelog');

    const dialog = await screen.findByRole('dialog', { name: 'Changelog' });
    expect(await within(dialog).findByRole('heading', { name: '2025.11.4.1' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign-in').tagName).toBe('STRONG');
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows an empty changelog when it cannot be loaded', async () => {
    signedIn({ 'GET /CHANGELOG.md': () => new Response('missing', { status: 404 }) });
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Changelog');

    const dialog = await screen.findByRole('dialog', { name: 'Changelog' });
    expect(within(dialog).queryByText('missing')).not.toBeInTheDocument();
  });

  it('shows the licences of the web app and, on its tab, of the server', async () => {
    signedIn({
      'GET /licenses.txt': () => new Response('react@19.3.1 (MIT)'),
      'GET /v2/licenses.txt': () => new Response('fastify@5.12.8 (MIT)'),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Licences');

    const dialog = await screen.findByRole('dialog', { name: 'Third-party licences' });
    expect(await within(dialog).findByText('react@19.3.1 (MIT)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Server' }));
    expect(await within(dialog).findByText('fastify@5.12.8 (MIT)')).toBeInTheDocument();
  });

  it('opens the terms full screen in the language of the user', async () => {
    mockFetch({
      'GET /auth/check': () => jsonResponse(buildSession({ culture: 'de' })),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
    });
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Allgemeine Geschäftsbedingungen');
    const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' });
    expect(within(dialog).getByRole('heading', { name: '1. Geltungsbereich' })).toBeInTheDocument();
  });

  it("shows the privacy policy of the user's culture", async () => {
    const fetchMock = signedIn({
      'GET /privacy-policy/en.md': () => new Response('# Privacy policy\n\n## 1. Who we are\n\nMobilo GmbH'),
    });
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Privacy policy');
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    expect(await within(dialog).findByRole('heading', { name: '1. Who we are' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/privacy-policy/en.md')).toHaveLength(1);
  });

  it('shows nothing when the privacy policy answers other than 200', async () => {
    signedIn({ 'GET /privacy-policy/en.md': () => new Response('not here', { status: 404 }) });
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Privacy policy');
    const dialog = await screen.findByRole('dialog', { name: 'Privacy policy' });
    await waitFor(() => expect(within(dialog).queryByLabelText('Loading the menu')).not.toBeInTheDocument());
    expect(within(dialog).queryByText('not here')).not.toBeInTheDocument();
    // Only the dialog's own title.
    expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
  });

  it('opens the imprint', async () => {
    signedIn();
    renderRoutes(appRoutes, '/welcome');
    await openUserMenuItem('Imprint');
    const dialog = await screen.findByRole('dialog', { name: 'Imprint' });
    expect(within(dialog).getAllByRole('heading').length).toBeGreaterThan(1);
  });
});
