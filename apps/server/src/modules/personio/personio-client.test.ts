import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePersonioState, startFakePersonio } from '../../../test/fake-personio';
import { AppError } from '../../platform/app-error';
import { createPersonioClient } from './personio-client';

const state = fakePersonioState();
let url = '';
let close: () => Promise<void>;

beforeAll(async () => {
  ({ url, close } = await startFakePersonio(state));
});
afterAll(() => close());

const client = (overrides: Partial<Parameters<typeof createPersonioClient>[0]> = {}) =>
  createPersonioClient({
    baseUrl: url,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    backoffMs: () => 1,
    ...overrides,
  });

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof AppError ? `${error.code}${error.parameter ? ` ${error.parameter}` : ''}` : String(error);
  }
};

describe('the Personio client against a local Personio', () => {
  it('reads every employee page by page with the token Personio hands out each time', async () => {
    state.employees = Array.from({ length: 250 }, (_, i) => ({
      id: 1000 + i,
      email: `person${i}@acme.test`,
      firstName: 'Per',
      lastName: `Son ${i}`,
    }));
    state.calls = { auth: 0, employees: 0, attributes: 0 };
    const employees = await client().listEmployees();
    expect(employees).toHaveLength(250);
    expect(employees[249]!.attributes.email!.value).toBe('person249@acme.test');
    expect(employees[0]!.attributes.id).toMatchObject({
      label: 'ID',
      value: 1000,
      type: 'integer',
      universal_id: 'id',
    });
    expect(state.calls).toEqual({ auth: 1, employees: 3, attributes: 0 });
  });

  it('lists the attributes Personio offers', async () => {
    const attributes = await client().listAttributes();
    expect(attributes).toContainEqual({ key: 'dynamic_4711', label: 'Mobility budget group' });
  });

  it('waits and tries again after a 429', async () => {
    state.tooManyRequests = 2;
    state.employees = state.employees.slice(0, 3);
    expect(await client().listEmployees()).toHaveLength(3);
    expect(state.tooManyRequests).toBe(0);
  });

  it('gives up on a page that keeps failing with 500, with a clear code', async () => {
    state.failFromOffset = 0;
    expect(await codeOf(client({ attempts: 3 }).listEmployees())).toBe('PERSONIO_UNAVAILABLE 500');
    state.failFromOffset = null;
  });

  it('refuses wrong credentials', async () => {
    expect(await codeOf(client({ clientSecret: 'wrong' }).listEmployees())).toBe('PERSONIO_UNAUTHORIZED');
  });

  it('gives up when a page takes longer than the timeout', async () => {
    state.slowFromOffset = { offset: 0, ms: 400 };
    expect(await codeOf(client({ timeoutMs: 100, attempts: 2 }).listEmployees())).toBe(
      'PERSONIO_UNAVAILABLE TimeoutError',
    );
    state.slowFromOffset = null;
  });

  it('refuses an answer of the wrong shape and an address nobody answers', async () => {
    const malformed = (async () => new Response('{"success":true,"data":"nope"}', { status: 200 })) as typeof fetch;
    expect(await codeOf(client({ fetch: malformed }).listEmployees())).toBe('PERSONIO_MALFORMED');
    expect(await codeOf(client({ baseUrl: 'http://127.0.0.1:9', attempts: 2 }).listEmployees())).toMatch(
      /^PERSONIO_UNAVAILABLE/,
    );
  });
});
