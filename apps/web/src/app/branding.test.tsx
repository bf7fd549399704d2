import { defaultCompanyStyle, noLicences } from '@mobilo/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { buildSession, jsonResponse, renderRoutes } from '../test/render';
import { appRoutes } from './routes';

const logo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('company branding', () => {
  it('shows the company logo and favicon and hides the name when the style says so', async () => {
    mockFetch({
      'GET /auth/check': () => jsonResponse(buildSession()),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
      'GET /api/v3/company/style': () =>
        jsonResponse({ ...defaultCompanyStyle, logoLight: logo, favicon: logo, hideCompanyName: true }),
    });
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg" />';
    renderRoutes(appRoutes, '/welcome');

    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute('src', logo);
    await waitFor(() => expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', logo));
    expect(screen.queryByTestId('company-name')).not.toBeInTheDocument();
  });

  it('lets an admin change the colours and hide the name', async () => {
    const fetchMock = mockFetch({
      'GET /auth/check': () => jsonResponse(buildSession()),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
      'GET /api/v3/company/style': () => jsonResponse(defaultCompanyStyle),
      'PUT /api/v3/company/style': ({ init }) => jsonResponse(JSON.parse(String(init?.body))),
    });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/settings/branding');

    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.type(primary, '#aa3300');
    await user.click(screen.getByRole('checkbox', { name: 'Hide the company name in the menu' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT', '/api/v3/company/style')).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/v3/company/style')[0]![1]?.body));
    expect(body).toEqual({ ...defaultCompanyStyle, colors: { primary: '#aa3300' }, hideCompanyName: true });
    await waitFor(() => expect(screen.queryByTestId('company-name')).not.toBeInTheDocument());
  });

  it('refuses a file that is not an image before sending it', async () => {
    mockFetch({
      'GET /auth/check': () => jsonResponse(buildSession()),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
      'GET /api/v3/company/style': () => jsonResponse(defaultCompanyStyle),
    });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderRoutes(appRoutes, '/settings/branding');
    await screen.findByRole('heading', { name: 'Branding' });

    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['MZ not an image'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(/Please choose a PNG, JPEG or WebP image/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the branding page from users who are not admins', async () => {
    mockFetch({
      'GET /auth/check': () => jsonResponse(buildSession({ role: { id: 'r', name: 'USER', rights: [] } })),
      'GET /api/v3/licences': () => jsonResponse(noLicences),
      'GET /api/v3/company/style': () => jsonResponse(defaultCompanyStyle),
    });
    const { router } = renderRoutes(appRoutes, '/settings/branding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  });
});
