import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, transitionsDone } from './support';

/**
 * WCAG 2.1 A and AA on every main screen, as axe-core finds it, at the desk and on a phone:
 * zero violations. Each screen is checked once its content (not a loader) shows.
 */

interface Screen {
  name: string;
  /** The address, or how to find it once signed in. */
  path: string | ((page: Page) => Promise<string>);
  /** Who looks at it; null: signed out. */
  user: string | null;
  /** Visible once the screen has its data. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const screens: Screen[] = [
  { name: 'login', path: '/auth/login', user: null, ready: (p) => p.getByRole('button', { name: /^(Next|Weiter)$/ }) },
  { name: 'style guide', path: '/debug/style', user: null, ready: (p) => p.getByRole('heading', { level: 1 }) },
  { name: 'welcome', path: '/welcome', user: 'employee@demo.test', ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    name: 'expenses',
    path: '/expenses',
    user: 'employee@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'new expense',
    path: '/expenses/new',
    user: 'employee@demo.test',
    ready: (p) => p.getByRole('dialog'),
  },
  { name: 'audit', path: '/audit', user: 'checker@demo.test', ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    // The generated company: a virtualised list of pages, cards loading as they come into view.
    name: 'audit of 150 employees',
    path: '/audit',
    user: 'checker-demo@large.test',
    ready: (p) => p.locator('[data-review-row]').first(),
  },
  {
    name: 'management',
    path: '/management',
    user: 'accountant@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'downloads',
    path: '/downloads',
    user: 'accountant@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  { name: 'users', path: '/users', user: 'admin@demo.test', ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    name: 'bookings',
    path: '/bookings',
    user: 'admin@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(Offer|Angebot)$/ }),
  },
  {
    name: 'my germany ticket',
    path: '/bookings-my-ticket',
    user: 'card.admin@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(Your ticket|Ihr Ticket)$/ }),
  },
  {
    name: 'germany ticket request',
    path: '/bookings-my-ticket',
    user: 'light.admin@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(Request the ticket|Ticket anfragen)$/ }),
  },
  {
    name: 'budget groups',
    path: '/settings/budget-groups',
    user: 'admin@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'tax configuration',
    path: '/settings/tax-configuration',
    user: 'admin@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  ...(['license', 'details', 'users'] as const).map((tab): Screen => ({
    name: `operator company ${tab}`,
    path: async (page) => `/god/companies/${await demoCompanyId(page)}/${tab}`,
    user: 'god@mobilo.test',
    ready: (p) => p.getByRole('tab', { selected: true }),
  })),
  ...(
    [
      ['operator companies', '/god/companies'],
      ['operator new company', '/god/companies/new'],
      ['operator dashboard', '/god/dashboard'],
      ['operator users', '/god/users'],
      ['operator rejection reasons', '/god/settings/rejection-reasons'],
      ['operator card', '/god/card'],
    ] as const
  ).map(([name, path]): Screen => ({
    name,
    path,
    user: 'god@mobilo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  })),
  {
    name: 'integrations',
    path: '/integrations',
    user: 'admin@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'feature flags',
    path: '/god/settings/feature-flags',
    user: 'god@mobilo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
];

async function demoCompanyId(page: Page): Promise<string> {
  const answer = await page.request.get('/god/company?search=Demo%20Mobility');
  return ((await answer.json()) as { companies: { id: string }[] }).companies[0]!.id;
}

/** Axe over the page as it stands: WCAG 2.1 A and AA, the violations listed with their first nodes. */
async function violations(page: Page) {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  // Dialogs and menus open with a transition; axe reads colours mid-fade otherwise.
  await transitionsDone(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes
      .slice(0, 8)
      .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
}

/**
 * Sets the language as the EN/DE toggle does (the browser's choice, and the profile's when signed
 * in), without clicking it: a dialog's overlay may cover the toggle, and some screens have none.
 */
async function setLanguage(page: Page, language: string, signedIn: boolean) {
  if (signedIn) {
    expect((await page.request.patch('/user/settings/change-language', { data: { language } })).status()).toBe(200);
  }
  await page.evaluate((chosen) => window.localStorage.setItem('mobilo.language', chosen), language);
}

for (const width of [1280, 375] as const) {
  for (const screen of screens) {
    test(`${screen.name} has no WCAG 2.1 AA violations at ${width} px in either language`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      if (screen.user) await signInByApi(page, screen.user);
      await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page));
      await expect(screen.ready(page).first()).toBeVisible();
      const first = (await page.locator('html').getAttribute('lang')) === 'de' ? 'de' : 'en';
      const other = first === 'de' ? 'en' : 'de';
      expect({ language: first, violations: await violations(page) }).toEqual({ language: first, violations: [] });
      // The other language has other lengths and words; the user's own language is put back afterwards.
      await setLanguage(page, other, screen.user !== null);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(screen.ready(page).first()).toBeVisible();
      expect({ language: other, violations: await violations(page) }).toEqual({ language: other, violations: [] });
      await setLanguage(page, first, screen.user !== null);
    });
  }
}
