import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/auth-context';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { buildSession, errorResponse, jsonResponse, renderWithProviders } from '../../../test/render';
import { NewUserPage } from './new-user-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  return i18n.changeLanguage('en');
});

function renderPage() {
  renderWithProviders(
    <SessionProvider session={buildSession()}>
      <NewUserPage />
    </SessionProvider>,
  );
}

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

  it('scrolls a field the server refused to the middle of the screen and puts the cursor in it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    mockFetch({
      'GET /role': () => jsonResponse([{ id: '6f1c1d1e-1111-4a4a-8888-0000000000aa', name: 'USER', rights: [] }]),
      'GET /api/v3/budgetclass': () => jsonResponse([]),
      'POST /user': () => errorResponse(409, 'EMAIL_TAKEN'),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /First name/ }));
    await user.paste('Grace');
    await user.click(screen.getByRole('textbox', { name: /Last name/ }));
    await user.paste('Hopper');
    await user.click(screen.getByRole('textbox', { name: /Email/ }));
    await user.paste('taken@demo.test');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    const email = screen.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(scrolled.mock.contexts.at(-1)).toBe(email);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });
  }, 60_000);

  it("takes the employee role when the roles arrive after a press on Create, and clears the field's mark", async () => {
    let deliverRoles!: () => void;
    const rolesArrive = new Promise<void>((resolve) => (deliverRoles = resolve));
    mockFetch({
      'GET /role': async () => {
        await rolesArrive;
        return jsonResponse([{ id: '6f1c1d1e-1111-4a4a-8888-0000000000aa', name: 'USER', rights: [] }]);
      },
      'GET /api/v3/budgetclass': () => jsonResponse([]),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    const role = screen.getByRole('combobox', { name: /Role/ });
    await waitFor(() => expect(role).toHaveAttribute('aria-invalid', 'true'));

    deliverRoles();
    await waitFor(() => expect(role).toHaveValue('Employee'));
    await waitFor(() => expect(role).not.toHaveAttribute('aria-invalid', 'true'));
  }, 60_000);

  it('puts the cursor in the first field its own rules refuse', async () => {
    mockFetch({
      'GET /role': () => jsonResponse([{ id: '6f1c1d1e-1111-4a4a-8888-0000000000aa', name: 'USER', rights: [] }]),
      'GET /api/v3/budgetclass': () => jsonResponse([]),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /Last name/ }));
    await user.paste('Hopper');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus());
  }, 60_000);

  it('writes its days as the app language does, not as the browser would (mm/dd/yyyy)', async () => {
    await i18n.changeLanguage('de');
    mockFetch({
      'GET /role': () => jsonResponse([]),
      'GET /api/v3/budgetclass': () => jsonResponse([]),
    });
    renderPage();
    const invitation = await screen.findByRole('textbox', { name: 'Geplante Einladung' });
    fireEvent.change(invitation, { target: { value: '24.12.2026' } });
    fireEvent.blur(invitation);
    expect(invitation).toHaveValue('24.12.2026');
    expect(screen.getByRole('textbox', { name: 'Übertrag ab' })).toBeInTheDocument();
  }, 60_000);
});

describe('a scheduled invitation on a day that has passed', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it.each([
    ['en', 'First name', 'Last name', 'Email', 'Scheduled invitation', '01/01/2020', 'Create user', /Choose today/],
    ['de', 'Vorname', 'Nachname', 'E-Mail', 'Geplante Einladung', '01.01.2020', 'Benutzer anlegen', /Wählen Sie heute/],
  ] as const)(
    'is marked on its field in its own words (%s)',
    async (language, first, last, email, date, typed, create, text) => {
      await i18n.changeLanguage(language);
      const fetchMock = mockFetch({
        'GET /role': () => jsonResponse([{ id: '6f1c1d1e-2222-4a4a-8888-000000000009', name: 'USER', rights: [] }]),
        'GET /api/v3/budgetclass': () => jsonResponse([]),
        'POST /user': () => errorResponse(400, 'INVITATION_DATE_IN_PAST', '2020-01-01'),
      });
      renderWithProviders(
        <SessionProvider session={buildSession({ culture: language })}>
          <NewUserPage />
        </SessionProvider>,
      );
      // New users are employees once the roles are there.
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^(Role|Rolle)/ })).not.toHaveValue(''), {
        timeout: 10_000,
      });
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${first}`) }), { target: { value: 'Ada' } });
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${last}`) }), {
        target: { value: 'Lovelace' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${email}`) }), {
        target: { value: 'ada.new@demo.test' },
      });
      const field = screen.getByRole('textbox', { name: date });
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
      fireEvent.click(screen.getByRole('button', { name: create }));

      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/user')).toHaveLength(1));
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(expect.stringMatching(text));
    },
    30_000,
  );
});
