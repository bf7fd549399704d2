import { expect, test } from './test';
import type { FeatureFlagName } from '@mobilo/contract';
import type { Page } from '@playwright/test';
import { type Screen, screens } from './screens';
import { signedInAs } from './signed-in';
import { axeViolations, looks, showPath } from './support';

/**
 * WCAG 2.1 A and AA on every screen listed in `screens.ts`, as axe-core finds it, at the desk in
 * English and on a phone in German: zero violations. Both widths and both languages are checked on
 * every screen; the four combinations of them are not, since what differs between English and
 * German (the words) and between desk and phone (the layout) shows in either pairing, and an axe
 * run is the costliest step of the sweep on a two-core machine.
 *
 * The screens of one account are visited in one page per language, as its user moves through the
 * app: the first is loaded, each next one is shown by the router (`showPath`). Each is checked once
 * its content (not a loader, nor the screen before it) shows. Loading the app once per account and
 * language instead of once per screen took the sweep from 97 to under 60 s (docs/performance.md).
 *
 * The sweep changes nothing, so it runs beside the journeys: the language comes from the device's
 * choice when signed out and, when signed in, from the session check answered with the wanted
 * language, so that no account's saved language is switched under a journey that uses it. Saving
 * the language and the toggle have journeys of their own (shell, account journeys).
 */

type Language = (typeof looks)[number]['language'];

async function showIn(page: Page, language: Language, flags: readonly FeatureFlagName[]) {
  await page.addInitScript((chosen) => window.localStorage.setItem('mobilo.language', chosen), language);
  for (const name of flags) {
    await page.route(`**/api/v3/feature-flag/${name}`, (route) => route.fulfill({ json: { name, value: true } }));
  }
  await page.route('**/auth/check', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as { user: { culture: string } };
    return route.fulfill({ response, json: { ...body, user: { ...body.user, culture: language } } });
  });
}

/**
 * Shows the screen and waits for its content. What matched its content before it was asked for
 * (the screen before it has a heading too) is marked first and does not count.
 */
async function visit(page: Page, screen: Screen) {
  const ready = screen.ready(page);
  await ready.evaluateAll((shown) => shown.forEach((element) => element.setAttribute('data-swept', '')));
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  await showPath(page, path);
  // The first visit of a screen on a worker's app loads its chunk and data: a busy machine with
  // three apps and browsers on two cores needs longer than the usual wait.
  await expect(ready.and(page.locator(':not([data-swept])')).first()).toBeVisible({ timeout: 45_000 });
  // A screen the account may not see sends it elsewhere, whose heading would do as well.
  expect(new URL(page.url()).href).toBe(new URL(path, page.url()).href);
}

/** The screens by the account that looks at them, in the order of `screens.ts`. */
const byAccount = new Map<Screen['user'], Screen[]>();
for (const screen of screens) byAccount.set(screen.user, [...(byAccount.get(screen.user) ?? []), screen]);

// Each account's screens stand alone: they spread over every worker.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

for (const [user, shown] of byAccount) {
  const names = shown.map((screen) => screen.name).join(', ');
  test(`${user ?? 'signed out'}: ${names} have no WCAG 2.1 AA violations in English at 1280 px and German at 375 px`, async ({
    page,
  }) => {
    if (user) await signedInAs(page, user);
    for (const [index, { language, width }] of looks.entries()) {
      // A page of its own per language (its init script and its answer to the session check), in
      // the same context: the cookies and the cached files carry over.
      const tab = index === 0 ? page : await page.context().newPage();
      await showIn(tab, language, [...new Set(shown.flatMap((screen) => screen.flags ?? []))]);
      await tab.setViewportSize({ width, height: 800 });
      for (const screen of shown) {
        await test.step(`${screen.name}, ${language} at ${width} px`, async () => {
          await visit(tab, screen);
          await expect(tab.locator('html')).toHaveAttribute('lang', language);
          // Every screen is checked even when one before it has findings.
          expect
            .soft({ screen: screen.name, language, width, violations: await axeViolations(tab) })
            .toEqual({ screen: screen.name, language, width, violations: [] });
        });
      }
      if (tab !== page) await tab.close();
    }
  });
}
