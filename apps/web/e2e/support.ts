import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const demoPassword = 'Demo!2026';

/** Signs in through the API within the page's browser context: the cookie then serves the page. */
export async function signInByApi(page: Page, email: string, password = demoPassword) {
  const response = await page.request.post('/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
}

export function screenshotPath(testInfo: TestInfo, name: string) {
  return join(testInfo.project.outputDir, 'screenshots', `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
}
