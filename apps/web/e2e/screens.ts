import type { FeatureFlagName } from '@mobilo/contract';
import type { Locator, Page } from '@playwright/test';
import type { SharedAccount } from './signed-in';
import { showPath } from './support';

export interface Screen {
  name: string;
  /** The address, or how to find it once signed in (in the app the page holds, see `showPath`). */
  path: string | ((page: Page) => Promise<string>);
  /** Whose shared signed-in state looks at it; null: signed out. */
  user: SharedAccount | null;
  /** Visible once the screen has its data (not a loader). */
  ready: (page: Page) => Locator;
  /**
   * Feature flags the screen needs that the demo company has off: the sweep's page is told they
   * are on (switching them would change the journeys running beside it).
   */
  flags?: readonly FeatureFlagName[];
}

/**
 * Every screen of the app, as the accessibility sweep visits it. A new screen joins the sweep with
 * one entry here: the sweep checks it at 1280 and 375 px in English and German.
 */
export const screens: Screen[] = [
  { name: 'login', path: '/auth/login', user: null, ready: (p) => p.getByRole('button', { name: /^(Next|Weiter)$/ }) },
  { name: 'style guide', path: '/debug/style', user: null, ready: (p) => p.getByRole('heading', { level: 1 }) },
  {
    name: 'unsubscribe from reminders',
    path: '/auth/unsubscribe?token=link-from-a-mail',
    user: null,
    ready: (p) => p.getByRole('button', { name: /^(Stop reminder mails|Erinnerungen abbestellen)$/ }),
  },
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
  {
    name: 'expense without a receipt',
    path: '/expenses/new/no-receipt',
    user: 'employee@demo.test',
    ready: (p) => p.getByRole('checkbox', { name: /^(I assure|Ich versichere)/ }),
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
    // The admin also sees the period actions and the review controls.
    name: 'management for the admin',
    path: '/management',
    user: 'admin@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1 }),
  },
  {
    name: 'downloads',
    path: '/downloads',
    user: 'accountant@demo.test',
    ready: (p) => p.getByRole('heading', { level: 1, name: 'Downloads' }),
    flags: ['DOWNLOAD_CENTER'],
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
    name: 'home charging my activities',
    path: '/home-charging/my-activities',
    user: 'driver@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(Your months|Ihre Monate)$/ }),
  },
  {
    name: 'card management',
    path: '/card-management',
    user: 'card.admin@demo.test',
    ready: (p) => p.getByTestId('card-member').first(),
  },
  // Each with the demo programme loaded (demo-cards.ts): the plan, the list, this month's loads and
  // the employee's payments.
  ...(
    [
      ['card payout plans', '/card-payout-plans', 'card.admin@demo.test', /^Mobilität 50$/],
      ['card allowed lists', '/card-whitelists', 'card.admin@demo.test', /^Mobilität$/],
      ['my mobility card', '/card-my-mobility', 'employee@demo.test', /^Supermarkt Frisch$/],
    ] as const
  ).map(([name, path, user, shown]): Screen => ({ name, path, user, ready: (p) => p.getByText(shown).first() })),
  {
    name: 'card payroll exports',
    path: '/card-payroll-exports',
    user: 'card.admin@demo.test',
    ready: (p) => p.getByTestId('card-total-SACHBEZUG'),
  },
  {
    name: 'home charging users',
    path: '/home-charging/users',
    user: 'admin@demo.test',
    ready: (p) => p.getByTestId('charging-user').first(),
  },
  {
    name: 'home charging activities',
    path: '/home-charging/activities',
    user: 'checker@demo.test',
    ready: (p) => p.getByRole('link', { name: /Dirk Fahrer/ }).first(),
  },
  {
    name: 'home charging activity',
    path: async (page) => {
      await showPath(page, '/home-charging/activities');
      const link = page.getByRole('link', { name: /Dirk Fahrer/ }).first();
      return (await link.getAttribute('href'))!;
    },
    user: 'checker@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(History|Verlauf)$/ }),
  },
  {
    name: 'home charging my contracts',
    path: '/home-charging/my-contracts',
    user: 'contract.driver@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(Your contracts|Ihre Verträge)$/ }),
  },
  {
    name: 'home charging contract',
    path: async (page) => {
      await showPath(page, '/home-charging/activities');
      const link = page.locator('a[href^="/home-charging/contracts/"]').first();
      return (await link.getAttribute('href'))!;
    },
    user: 'checker@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(History|Verlauf)$/ }),
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
    // The reminder settings below the payroll settings have loaded too.
    ready: (p) => p.getByRole('switch', { name: /^(Send reminder mails|Erinnerungs-E-Mails senden)$/ }),
  },
  {
    name: 'tax modules',
    path: '/tax-modules',
    user: 'admin@demo.test',
    ready: (p) => p.getByRole('heading', { name: /^(Legal figures|Gesetzliche Werte)/ }),
  },
  {
    name: 'partner offers',
    path: '/partner',
    user: 'employee@demo.test',
    ready: (p) => p.getByTestId('partner-offer'),
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
      ['operator partner offers', '/god/partner-offers'],
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
