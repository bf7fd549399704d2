import { expect, test } from './test';
import { signedInAs } from './signed-in';
import { screenshotPath } from './support';

/** A 2×2 PNG in the brand's orange. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGN8LCzMwMDAxMDAwMDAAAAMtgFFpEu1CQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('branding', () => {
  test.afterEach(async ({ page }) => {
    // The demo company keeps its own look for the other journeys.
    await page.request.put('/api/v3/company/style', {
      data: { logoLight: null, logoDark: null, favicon: null, colors: {}, hideCompanyName: false },
    });
  });

  test('an admin sets logo and colours, and the whole shell follows', async ({ page }, testInfo) => {
    await signedInAs(page, 'admin@demo.test');
    // The journey reads German; another journey's language switch may have saved English.
    expect((await page.request.patch('/user/settings/change-language', { data: { language: 'de' } })).status()).toBe(
      200,
    );
    await page.goto('/settings/branding');
    await expect(page.getByRole('heading', { name: 'Erscheinungsbild' })).toBeVisible();

    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
    await page.getByRole('textbox', { name: 'Hauptfarbe' }).fill('#b4420c');
    await page.getByRole('checkbox', { name: 'Firmennamen im Menü ausblenden' }).check();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Das Erscheinungsbild wurde gespeichert.')).toBeVisible();

    await page.reload();
    const logo = page.getByRole('img', { name: 'Firmenlogo' });
    await expect(logo).toBeVisible();
    await expect(page.getByTestId('company-name')).toHaveCount(0);
    await page.screenshot({ path: screenshotPath(testInfo, 'branding-1280'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/welcome');
    await expect(page.getByRole('img', { name: 'Firmenlogo' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(testInfo, 'branding-375'), fullPage: true });
  });

  test('an employee cannot open the branding page', async ({ page }) => {
    await signedInAs(page, 'employee@demo.test');
    await page.goto('/settings/branding');
    await expect(page).toHaveURL(/\/welcome$/);
  });
});
