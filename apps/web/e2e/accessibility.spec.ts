import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { screens } from './screens';
import { signedInAs } from './signed-in';
import { transitionsDone } from './support';

/**
 * WCAG 2.1 A and AA on every screen listed in `screens.ts`, as axe-core finds it, at the desk and on
 * a phone, in English and German: zero violations. Each screen is loaded once per language, checked
 * once its content (not a loader) shows, then narrowed to the phone's width and checked again. Both
 * languages are one test on one browser context, so the second load takes the app's files from the
 * context's cache: a screen costs its data and four axe runs, not two cold starts of the app.
 *
 * The sweep changes nothing, so it runs beside the journeys: the language comes from the device's
 * choice when signed out and, when signed in, from the session check answered with the wanted
 * language, so that no account's saved language is switched under a journey that uses it. Saving
 * the language and the toggle have journeys of their own (shell, account journeys).
 */

const widths = [1280, 375] as const;
const languages = ['en', 'de'] as const;
type Language = (typeof languages)[number];

async function showIn(page: Page, language: Language) {
  await page.addInitScript((chosen) => window.localStorage.setItem('mobilo.language', chosen), language);
  await page.route('**/auth/check', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const body = (await response.json()) as { user: { culture: string } };
    return route.fulfill({ response, json: { ...body, user: { ...body.user, culture: language } } });
  });
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

// Each screen's check stands alone: they spread over every worker. Two loads and four axe runs
// take about a minute on a two-core machine shared with other work.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

for (const screen of screens) {
  test(`${screen.name} has no WCAG 2.1 AA violations at 1280 and 375 px in English and German`, async ({ page }) => {
    if (screen.user) await signedInAs(page, screen.user);
    for (const language of languages) {
      // A page of its own per language (its init script and its answer to the session check), in
      // the same context: the cookies and the cached files carry over.
      const tab = language === languages[0] ? page : await page.context().newPage();
      await showIn(tab, language);
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(tab);
      // One load per language: the phone width is the same page narrowed, as a turned tablet or a
      // narrowed window shows it; the layouts follow the media queries without a reload.
      await tab.setViewportSize({ width: widths[0], height: 800 });
      await tab.goto(path);
      await expect(tab.locator('html')).toHaveAttribute('lang', language);
      for (const width of widths) {
        await tab.setViewportSize({ width, height: 800 });
        // The first visit of a screen on a worker's app loads its chunk and data: a busy machine
        // with three apps and browsers on two cores needs longer than the usual wait.
        await expect(screen.ready(tab).first()).toBeVisible({ timeout: 45_000 });
        expect({ language, width, violations: await violations(tab) }).toEqual({ language, width, violations: [] });
      }
      if (tab !== page) await tab.close();
    }
  });
}
