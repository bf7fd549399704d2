import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { screens } from './screens';
import { signedInAs } from './signed-in';
import { axeViolations, looks } from './support';

/**
 * WCAG 2.1 A and AA on every screen listed in `screens.ts`, as axe-core finds it, at the desk in
 * English and on a phone in German: zero violations. Each screen is loaded once per language in
 * one browser context (the second load takes the app's files from the context's cache) and checked
 * once its content (not a loader) shows. Both widths and both languages are checked on every
 * screen; the four combinations of them are not, since what differs between English and German
 * (the words) and between desk and phone (the layout) shows in either pairing, and an axe run is the
 * costliest step of the sweep on a two-core machine.
 *
 * The sweep changes nothing, so it runs beside the journeys: the language comes from the device's
 * choice when signed out and, when signed in, from the session check answered with the wanted
 * language, so that no account's saved language is switched under a journey that uses it. Saving
 * the language and the toggle have journeys of their own (shell, account journeys).
 */

type Language = (typeof looks)[number]['language'];

async function showIn(page: Page, language: Language) {
  await page.addInitScript((chosen) => window.localStorage.setItem('mobilo.language', chosen), language);
  await page.route('**/auth/check', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as { user: { culture: string } };
    return route.fulfill({ response, json: { ...body, user: { ...body.user, culture: language } } });
  });
}

// Each screen's check stands alone: they spread over every worker.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

for (const screen of screens) {
  test(`${screen.name} has no WCAG 2.1 AA violations in English at 1280 px and German at 375 px`, async ({ page }) => {
    if (screen.user) await signedInAs(page, screen.user);
    for (const [index, { language, width }] of looks.entries()) {
      // A page of its own per language (its init script and its answer to the session check), in
      // the same context: the cookies and the cached files carry over.
      const tab = index === 0 ? page : await page.context().newPage();
      await showIn(tab, language);
      await tab.setViewportSize({ width, height: 800 });
      await tab.goto(typeof screen.path === 'string' ? screen.path : await screen.path(tab));
      await expect(tab.locator('html')).toHaveAttribute('lang', language);
      // The first visit of a screen on a worker's app loads its chunk and data: a busy machine
      // with three apps and browsers on two cores needs longer than the usual wait.
      await expect(screen.ready(tab).first()).toBeVisible({ timeout: 45_000 });
      expect({ language, width, violations: await axeViolations(tab) }).toEqual({ language, width, violations: [] });
      if (tab !== page) await tab.close();
    }
  });
}
