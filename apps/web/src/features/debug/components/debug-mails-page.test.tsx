import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch-mock';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { DebugMailsPage } from './debug-mails-page';

afterEach(() => {
  vi.unstubAllGlobals();
  return i18n.changeLanguage('en');
});

const mail = {
  id: 'mail-1',
  to: 'ada@demo.test',
  from: 'noreply@mobilo.test',
  subject: 'Welcome',
  text: 'Hello',
  html: '<p>Hello</p>',
  template: 'invitation',
  language: 'en',
  createdAt: '2026-11-24T12:00:00.000Z',
};

describe('DebugMailsPage', () => {
  it.each([
    ['en', /24\/11\/2026 \d\d:\d\d/],
    ['de', /24\.11\.2026 \d\d:\d\d/],
  ])('writes when a mail was sent as the %s app language does, not as the browser would', async (language, written) => {
    await i18n.changeLanguage(language);
    mockFetch({ 'GET /api/debug/mails': () => jsonResponse({ mails: [mail] }) });
    renderWithProviders(<DebugMailsPage />);
    expect(await screen.findByText(written)).toBeInTheDocument();
  });
});
