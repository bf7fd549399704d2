import { expect, test } from './test';
import { signedInAs } from './signed-in';
import { screenshotPath } from './support';

/**
 * The generated company beside the demo data (SEED_LARGE_COMPANY in the Playwright config): the
 * audit screen asks for one page of user summaries at a time and loads a card's expenses only
 * when the card is rendered near the viewport.
 */
test('the audit list of a large company loads page by page and card by card', async ({ page }, testInfo) => {
  const summaryPages: string[] = [];
  const cards = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v3/expenses/users/summaries') summaryPages.push(url.searchParams.get('page') ?? '');
    const card = /^\/api\/v3\/expenses\/users\/([0-9a-f-]{36})$/.exec(url.pathname);
    if (card) cards.add(card[1]!);
  });
  await signedInAs(page, 'checker-demo@large.test');
  await page.goto('/audit');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.locator('[data-review-row]').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath(testInfo, 'audit-at-scale-1280') });

  // One page of users, and only the cards near the viewport asked for their expenses.
  expect(summaryPages).toEqual(['1']);
  const rendered = await page.getByTestId('audit-user-card').count();
  expect(rendered).toBeLessThan(50);
  // (A card may mount for a moment while the list measures its real heights, so a few more load.)
  expect(cards.size).toBeGreaterThan(0);
  expect(cards.size).toBeLessThan(50);

  // Scrolling on reaches the end of each page, and the next one loads.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return summaryPages;
      },
      { timeout: 60_000 },
    )
    .toContain('3');
  await expect(page.getByTestId('audit-more-users')).toHaveCount(0, { timeout: 30_000 });
  expect(cards.size).toBeLessThan(150);

  // The search asks the server: one user by their personal number.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search users' }).fill('100077');
  await expect(page.getByTestId('audit-user-card')).toHaveCount(1);
  await expect(page.getByTestId('audit-user-card')).toContainText('Personal no. 100077');
  await expect(page.locator('[data-review-row]').first()).toBeVisible();
});
