import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noFileCycle } from './scripts/eslint-rules/no-file-cycle.mjs';
import { noApiPath } from './scripts/eslint-rules/no-api-path.mjs';
import { noModuleCycle } from './scripts/eslint-rules/no-module-cycle.mjs';
import { tableOwner } from './scripts/eslint-rules/table-owner.mjs';

/** Architectural elements; the first matching descriptor wins, so the narrow ones come first. */
const elements = [
  { type: 'contract', pattern: 'packages/contract', partialMatch: false },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', partialMatch: false, capture: ['module'] },
  { type: 'server', pattern: 'apps/server', partialMatch: false },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false, capture: ['feature'] },
  { type: 'web', pattern: 'apps/web', partialMatch: false },
];

const files = [{ category: 'repository', pattern: '**/*.repository.ts' }];

/** The project's own lint rules. */
const mobilo = {
  rules: {
    'no-api-path': noApiPath,
    'no-file-cycle': noFileCycle,
    'no-module-cycle': noModuleCycle,
    'table-owner': tableOwner,
  },
};

/**
 * The owner of each table (docs/CONVENTIONS.md, table ownership): a server module, whose
 * `*.repository.ts` files alone write the table, or one platform file. A new table gets a line.
 */
const tableOwners = {
  auditEvents: 'platform/audit-log.ts',
  budgetCorrections: 'budgets',
  budgetDeductions: 'budgets',
  budgetGroups: 'budget-groups',
  cardMemberships: 'card',
  cardMemberInvites: 'card',
  cardProgrammes: 'card',
  cardAllowedLists: 'card',
  cardPayoutPlans: 'card',
  cards: 'card',
  cardLoads: 'card',
  cardTransactions: 'card',
  cardAuthorisations: 'card',
  cardWebhookEvents: 'card',
  cardIssuerHealth: 'card',
  companies: 'companies',
  companyLicences: 'licences',
  companyReceiptLessSettings: 'receipt-less',
  companyReminderSettings: 'reminders',
  companySsoConfigs: 'sso',
  downloads: 'downloads',
  exchangeRates: 'exchange-rates',
  expenseFiles: 'expenses',
  expenseRequestKeys: 'expenses',
  expenses: 'expenses',
  featureFlags: 'flags',
  germanyTicketBookings: 'germany-ticket',
  germanyTicketExpenses: 'germany-ticket',
  germanyTicketOffers: 'germany-ticket',
  homeChargingActivities: 'home-charging',
  homeChargingContracts: 'home-charging',
  homeChargingEnrolments: 'home-charging',
  homeChargingPricingMethods: 'home-charging',
  homeChargingSettings: 'home-charging',
  impersonationGrants: 'auth',
  loginFailures: 'auth',
  mailOutbox: 'mail',
  partnerCompanySettings: 'partner-offers',
  partnerOfferCompanies: 'partner-offers',
  partnerOfferCounts: 'partner-offers',
  partnerOfferOptOuts: 'partner-offers',
  partnerOffers: 'partner-offers',
  payrollBudgetMonths: 'payroll-results',
  payrollExpenseResults: 'payroll-results',
  payrollLines: 'payroll-results',
  periods: 'periods',
  personioConfigs: 'personio',
  personioSyncRuns: 'personio',
  rateLimitHits: 'platform/rate-limit.ts',
  receiptLessDeclarations: 'receipt-less',
  receiptReadings: 'receipts',
  rejectReasons: 'operator',
  reviewCompanyVersions: 'review',
  reviewUserMonthSummaries: 'review',
  reviewUserMonths: 'review',
  reviewUserVersions: 'review',
  roles: 'users',
  sentReminders: 'reminders',
  sessions: 'auth',
  ssoLoginStates: 'sso',
  taxBuckets: 'tax-buckets',
  userReminderSettings: 'reminders',
  userTokens: 'account',
  users: 'users',
};

const server = { element: { types: ['server', 'server-module'] } };
const web = { element: { types: ['web', 'web-feature'] } };

const importDirections = {
  default: 'allow',
  policies: [
    {
      from: { element: { type: 'contract' } },
      disallow: { to: [server, web] },
      message: 'The contract package imports neither server nor web code.',
    },
    {
      from: web,
      disallow: { to: server },
      message: 'The web app never imports server code.',
    },
    {
      from: server,
      disallow: { to: web },
      message: 'The server never imports web code.',
    },
    {
      from: { element: { type: 'web-feature' } },
      disallow: {
        to: {
          element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } },
        },
      },
      message: 'A web feature never imports another feature; compose features in app/.',
    },
    {
      from: { element: { type: 'server-module' } },
      disallow: {
        to: {
          element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
          file: { path: '!**/*.service.ts' },
        },
      },
      message: 'Another server module is reached only through its *.service.ts.',
    },
    {
      from: { element: { type: 'server' } },
      disallow: { to: { file: { categories: 'repository' } } },
      message: "A module's repository is imported only from its own module.",
    },
  ],
};

/**
 * The server reads the time only from `deps.clock()`, so that tests can move it: every module (a
 * new one included, with no list to join), the platform and the app. The clock itself, the demo
 * data (dated around today) and the benchmark scripts read the real time.
 */
const clockOnlyServerCode = ['apps/server/src/**'];
const realTimeServerCode = [
  '**/*.test.ts',
  'apps/server/src/platform/clock.ts',
  'apps/server/src/demo/**',
  'apps/server/src/scripts/**',
];
const readTimeFromClock = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "NewExpression[callee.name='Date'][arguments.length=0]",
      message: 'Read the time from deps.clock(), never new Date().',
    },
    {
      selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
      message: 'Read the time from deps.clock(), never Date.now().',
    },
  ],
};

/** Workspace package names, which the import resolver does not follow into the workspaces. */
const restrictedPackages = (names, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message }] }],
});

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'data/**',
      '**/.scratch/**',
      '**/.vitest/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
  },
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['apps/web/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
    files: ['**/*.ts', '**/*.tsx'],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: { 'boundaries/dependencies': ['error', importDirections] },
  },
  {
    // A cycle makes the order of module initialisation decide whether an import is still undefined,
    // and it is the sign of two contexts that each hold half of the other.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { mobilo },
    rules: { 'mobilo/no-file-cycle': 'error' },
  },
  {
    // The server's floors count types too (what `madge --circular` checks): the platform must not
    // take an interface from a module that takes its dependencies from the platform.
    files: ['apps/server/**/*.{ts,mjs}'],
    plugins: { mobilo },
    rules: { 'mobilo/no-file-cycle': ['error', { countTypeImports: true }] },
  },
  {
    files: ['apps/server/src/modules/**/*.{ts,tsx,js,mjs}'],
    plugins: { mobilo },
    rules: { 'mobilo/no-module-cycle': ['error', { modulesRoot: 'apps/server/src/modules' }] },
  },
  {
    // The contract's folders are contexts too: when `review` reads `expenses`, `expenses` never
    // reads `review` back. What several contexts share sits on the floor, `vocabulary/`.
    files: ['packages/contract/src/**/*.ts'],
    plugins: { mobilo },
    rules: { 'mobilo/no-module-cycle': ['error', { modulesRoot: 'packages/contract/src' }] },
  },
  {
    // Demo data, benchmarks and tests fill tables directly; the running server writes through owners.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { mobilo },
    rules: { 'mobilo/table-owner': ['error', { serverRoot: 'apps/server/src', owners: tableOwners }] },
  },
  {
    // The web app reaches the API through the contract's definitions only (docs/CONVENTIONS.md "Web").
    // The app's own routes are written in config/paths.ts, where `/auth/login` is a screen.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/config/paths.ts'],
    plugins: { mobilo },
    rules: { 'mobilo/no-api-path': ['error', { contractRoot: 'packages/contract/src' }] },
  },
  {
    // A query key comes from its feature's key factory (docs/CONVENTIONS.md "Web"), so that an
    // invalidation names the same key as the query it means.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression",
          message:
            "Take the query key from the feature's key factory (api/keys.ts or beside its call), not an inline array.",
        },
      ],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks of render purity (refs, state set in effects).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // Reports every use of react-hook-form's watch and TanStack Table, which the compiler
      // cannot memoise; the app is not compiled by it, so the warning says nothing about this code.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Markup a screen reader or a keyboard cannot use (labels, roles, handlers on static elements);
    // axe-core checks the rendered screens in the journeys as well.
    files: ['apps/web/src/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
  },
  {
    files: ['packages/contract/**'],
    rules: restrictedPackages(
      ['@mobilo/server', '@mobilo/web'],
      'The contract package imports neither server nor web code.',
    ),
  },
  {
    files: ['packages/contract/src/vocabulary/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message: "The vocabulary is the contract's floor: it imports no other folder of the contract.",
            },
            // This block replaces the contract's rule above, so it repeats its ban of the apps.
            {
              group: ['@mobilo/server', '@mobilo/server/*', '@mobilo/web', '@mobilo/web/*'],
              message: 'The contract package imports neither server nor web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**'],
    rules: restrictedPackages(['@mobilo/server'], 'The web app never imports server code.'),
  },
  {
    files: ['apps/server/**'],
    rules: restrictedPackages(['@mobilo/web'], 'The server never imports web code.'),
  },
  {
    // Every journey talks to its worker's own app (apps/web/e2e/test.ts), never to a shared one.
    files: ['apps/web/e2e/**/*.ts'],
    ignores: ['apps/web/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect', 'request'],
              message: "Journeys take test, expect and request from './test': each worker has an app of its own.",
              allowTypeImports: true,
            },
          ],
          // This block replaces the web app's rule above, so it repeats its ban of server code.
          patterns: [
            { group: ['@mobilo/server', '@mobilo/server/*'], message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    // The test files of a vitest worker share its modules (isolate: false): a mocked module would
    // stay mocked for the worker's later files, so tests use vi.spyOn and vi.stubGlobal, which are
    // restored after each test.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message:
            "A worker's test files share their modules: use vi.spyOn or vi.stubGlobal (restored after each test).",
        })),
      ],
    },
  },
  {
    files: clockOnlyServerCode,
    ignores: realTimeServerCode,
    rules: readTimeFromClock,
  },
);
