import { expect, test } from './test';
import { signedInAs } from './signed-in';

/** Layout details a user trips over: nothing wider than a phone, words broken where a language allows. */

test('the users list is no wider than a 375 px phone, long email addresses included', async ({ page }) => {
  await signedInAs(page, 'admin@demo.test');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/users');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the German review table hyphenates a long mobility type instead of cutting it anywhere', async ({ page }) => {
  await signedInAs(page, 'checker-demo@large.test');
  await page.route('**/auth/check', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { user: { culture: string } };
    return route.fulfill({ response, json: { ...body, user: { ...body.user, culture: 'de' } } });
  });
  await page.addInitScript(() => window.localStorage.setItem('mobilo.language', 'de'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/audit');
  const type = page.locator('[data-mobility-type]').first();
  // The large company's first page of reviews: on a busy machine longer than the usual wait.
  await expect(type).toBeVisible({ timeout: 45_000 });
  const style = await type.evaluate((el) => ({
    lang: el.closest('[lang]')?.getAttribute('lang'),
    hyphens: getComputedStyle(el).hyphens,
    overflowWrap: getComputedStyle(el).overflowWrap,
  }));
  expect(style).toEqual({ lang: 'de', hyphens: 'auto', overflowWrap: 'break-word' });
});
