import { noLicences } from '@mobilo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../lib/i18n';
import { mockFetch } from '../test/fetch-mock';
import { buildAppInfo, buildSession, jsonResponse, renderRoutes } from '../test/render';
import { appRoutes } from './routes';

const supportLinks = {
  faq: { en: 'https://help.example/en', de: 'https://help.example/de' },
  knowledgeBase: 'https://kb.example',
  feedbackForm: 'https://feedback.example',
  ideas: 'https://ideas.example',
  adminHelp: 'https://admin-help.example',
};

function signedIn(role: 'ADMIN' | 'USER' | 'CARD_ADMIN', sessionOverrides = {}) {
  return mockFetch({
    'GET /auth/check': () =>
      jsonResponse(buildSession({ role: { id: 'r', name: role, rights: [] }, ...sessionOverrides })),
    'GET /api/v3/licences': () => jsonResponse(noLicences),
    'GET /api/app-info': () => jsonResponse(buildAppInfo({ supportEmail: 'help@mobilo.example', supportLinks })),
    'GET /api/v3/user/feedback-password': () => jsonResponse({ password: 'Feedback-2026' }),
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await chooseLanguage('en');
});

async function navigation() {
  return screen.findByRole('navigation', { name: /Main navigation|Hauptnavigation/ });
}

describe('the support menu', () => {
  it('links the FAQ of the language, the ideas board, the admin help and the legal pages', async () => {
    signedIn('ADMIN');
    renderRoutes(appRoutes, '/welcome');
    const menu = await navigation();

    expect(await within(menu).findByRole('link', { name: 'FAQ' })).toHaveAttribute('href', 'https://help.example/en');
    expect(within(menu).getByRole('link', { name: 'Ideas board' })).toHaveAttribute('href', 'https://ideas.example');
    expect(within(menu).getByRole('link', { name: 'Help for administrators' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/auth/privacy-policy');
    expect(within(menu).queryByRole('link', { name: 'Knowledge base' })).not.toBeInTheDocument();
  });

  it('offers knowledge base and feedback in German to admins, with the feedback password first', async () => {
    signedIn('ADMIN', { culture: 'de' });
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoutes(appRoutes, '/welcome');
    const menu = await navigation();

    expect(await within(menu).findByRole('link', { name: 'Wissensdatenbank' })).toHaveAttribute(
      'href',
      'https://kb.example',
    );
    await user.click(within(menu).getByRole('button', { name: 'Feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback geben' });
    expect(dialog).toHaveTextContent('Feedback-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Formular öffnen' }));
    expect(open).toHaveBeenCalledWith('https://feedback.example', '_blank', 'noopener,noreferrer');
  });

  it('counts a card admin as an admin for knowledge base and feedback', async () => {
    signedIn('CARD_ADMIN', { culture: 'de' });
    renderRoutes(appRoutes, '/welcome');
    const menu = await navigation();

    expect(await within(menu).findByRole('link', { name: 'Wissensdatenbank' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
  });

  it('keeps knowledge base and feedback from employees, even in German', async () => {
    signedIn('USER', { culture: 'de' });
    renderRoutes(appRoutes, '/welcome');
    const menu = await navigation();

    expect(await within(menu).findByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute(
      'href',
      'https://help.example/de',
    );
    expect(within(menu).queryByRole('link', { name: 'Wissensdatenbank' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});

describe('the trial chat', () => {
  it('is offered to trial users only, with the support address', async () => {
    signedIn('USER', { isTrial: true });
    const user = userEvent.setup();
    renderRoutes(appRoutes, '/welcome');

    await user.click(await screen.findByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByRole('link', { name: 'help@mobilo.example' })).toHaveAttribute(
      'href',
      'mailto:help@mobilo.example',
    );
  });

  it('is not there for other users', async () => {
    signedIn('USER');
    renderRoutes(appRoutes, '/welcome');
    await navigation();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});
