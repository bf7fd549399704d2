import { expect, test as setup } from '@playwright/test';
import { sharedAccounts, signedInStatePath } from './signed-in';
import { demoPassword } from './support';

/** One sign-in per shared demo account for the whole run; the tests reuse its session cookie. */
for (const email of sharedAccounts) {
  setup(`${email} signs in once for the run`, async ({ request }) => {
    const response = await request.post('/auth/login', { data: { email, password: demoPassword } });
    expect(response.status(), await response.text()).toBe(200);
    await request.storageState({ path: signedInStatePath(email) });
  });
}
