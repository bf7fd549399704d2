import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const configured = useTestApp({ feedbackPassword: 'Feedback-2026' });

describe('GET /api/v3/user/feedback-password', () => {
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const company = await buildCompany(configured.db);
    for (const role of ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'EXPENSE_CHECKER', 'USER'] as const) {
      cookies[role] = await signIn(
        configured.app,
        (await buildUser(configured.db, { companyId: company.id, role })).email,
      );
    }
  });

  const get = (cookie?: string) =>
    configured.app.inject({ method: 'GET', url: '/api/v3/user/feedback-password', headers: cookie ? { cookie } : {} });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it.each(['ADMIN', 'ADMIN_LIGHT'])('tells %s the password', async (role) => {
    const response = await get(cookies[role]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ password: 'Feedback-2026' });
  });

  it.each(['CARD_ADMIN', 'EXPENSE_CHECKER', 'USER'])('refuses %s', async (role) => {
    const response = await get(cookies[role]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: { errorCode: 'ACCESS_DENIED' } });
  });
});
