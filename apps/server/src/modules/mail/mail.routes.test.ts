import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp({ stage: 'prod' });

describe('GET /api/debug/mails on production', () => {
  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/debug/mails' });
    expect(response.statusCode).toBe(404);
    expect(response.json().reason.errorCode).toBe('ROUTE_NOT_FOUND');
  });
});
