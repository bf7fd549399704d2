import Fastify from 'fastify';

/**
 * A stand-in for Personio's API v1, as its documentation describes it: `POST /v1/auth` with the
 * client's id and secret answers `{success, data: {token}}`; `GET /v1/company/employees` pages by
 * limit (at most 100) and offset with `metadata`, each attribute as `{label, value, type,
 * universal_id}`; `GET /v1/company/employees/attributes`; errors as `{success: false, error}`.
 * Every answer hands out the next token in its Authorization header, as Personio does. Tests
 * steer it: the employees, a 429 with Retry-After, a 500, a slow page, a page held until released.
 */

export interface FakeEmployee {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  status?: string;
  hireDate?: string | null;
  terminationDate?: string | null;
  /** Custom attributes by key (`dynamic_…`). */
  custom?: Record<string, unknown>;
}

export interface FakePersonioState {
  clientId: string;
  clientSecret: string;
  employees: FakeEmployee[];
  /** Custom attributes the company exposes, by key. */
  customAttributes: Record<string, string>;
  /** The next n employee pages answer 429 with Retry-After: 0. */
  tooManyRequests: number;
  /** Employee pages from this offset on answer 500. */
  failFromOffset: number | null;
  /** Employee pages from this offset on answer after this many ms. */
  slowFromOffset: { offset: number; ms: number } | null;
  /** While set, employee pages wait for this promise: a sync held in the middle of its run. */
  holdEmployees: Promise<void> | null;
  /** Counts of calls, for the tests. */
  calls: { auth: number; employees: number; attributes: number };
}

const attribute = (label: string, value: unknown, type: string, universalId: string | null) => ({
  label,
  value,
  type,
  universal_id: universalId,
});

function employeeJson(employee: FakeEmployee, customAttributes: Record<string, string>) {
  const day = (value: string | null | undefined) => (value ? `${value}T00:00:00+01:00` : null);
  return {
    type: 'Employee',
    attributes: {
      id: attribute('ID', employee.id, 'integer', 'id'),
      first_name: attribute('First name', employee.firstName, 'standard', 'first_name'),
      last_name: attribute('Last name', employee.lastName, 'standard', 'last_name'),
      email: attribute('Email', employee.email, 'standard', 'email'),
      status: attribute('Status', employee.status ?? 'active', 'standard', 'status'),
      hire_date: attribute('Hire date', day(employee.hireDate), 'date', 'hire_date'),
      termination_date: attribute('Termination date', day(employee.terminationDate), 'date', 'termination_date'),
      department: attribute(
        'Department',
        { type: 'Department', attributes: { id: 1, name: 'Sales' } },
        'standard',
        'department',
      ),
      ...Object.fromEntries(
        Object.entries(customAttributes).map(([key, label]) => [
          key,
          attribute(label, employee.custom?.[key] ?? null, 'standard', null),
        ]),
      ),
    },
  };
}

export function fakePersonioState(overrides: Partial<FakePersonioState> = {}): FakePersonioState {
  return {
    clientId: 'papi-client',
    clientSecret: 'papi-secret',
    employees: [],
    customAttributes: { dynamic_4711: 'Mobility budget group' },
    tooManyRequests: 0,
    failFromOffset: null,
    slowFromOffset: null,
    holdEmployees: null,
    calls: { auth: 0, employees: 0, attributes: 0 },
    ...overrides,
  };
}

export async function startFakePersonio(state: FakePersonioState, options: { port?: number; host?: string } = {}) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const tokens = new Set<string>();
  let counter = 0;
  const newToken = () => {
    counter += 1;
    const token = `token-${counter}`;
    tokens.add(token);
    return token;
  };
  const failure = (code: number, message: string) => ({ success: false, error: { code, message } });

  app.post('/v1/auth', async (request, reply) => {
    state.calls.auth += 1;
    const body = (request.body ?? {}) as { client_id?: string; client_secret?: string };
    if (body.client_id !== state.clientId || body.client_secret !== state.clientSecret) {
      return reply.code(401).send(failure(401, 'Invalid credentials'));
    }
    return { success: true, data: { token: newToken() } };
  });

  // Every read needs a known token and hands out the next one.
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/v1/auth')) return;
    const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (!tokens.has(token)) return reply.code(401).send(failure(401, 'The token is invalid'));
    void reply.header('authorization', `Bearer ${newToken()}`);
  });

  app.get('/v1/company/employees', async (request, reply) => {
    state.calls.employees += 1;
    const query = request.query as { limit?: string; offset?: string };
    const limit = Math.min(100, Number(query.limit ?? 50));
    const offset = Number(query.offset ?? 0);
    if (state.tooManyRequests > 0) {
      state.tooManyRequests -= 1;
      return reply.code(429).header('retry-after', '0').send(failure(429, 'Too many requests'));
    }
    if (state.failFromOffset !== null && offset >= state.failFromOffset) {
      return reply.code(500).send(failure(500, 'Something went wrong'));
    }
    if (state.holdEmployees) await state.holdEmployees;
    if (state.slowFromOffset && offset >= state.slowFromOffset.offset) {
      await new Promise((resolve) => setTimeout(resolve, state.slowFromOffset!.ms));
    }
    const page = state.employees.slice(offset, offset + limit);
    return {
      success: true,
      metadata: {
        total_elements: state.employees.length,
        current_page: Math.floor(offset / limit),
        total_pages: Math.ceil(state.employees.length / limit),
      },
      offset,
      limit,
      data: page.map((employee) => employeeJson(employee, state.customAttributes)),
    };
  });

  app.get('/v1/company/employees/attributes', async () => {
    state.calls.attributes += 1;
    const standard = [
      ['first_name', 'First name'],
      ['last_name', 'Last name'],
      ['email', 'Email'],
      ['department', 'Department'],
      ['hire_date', 'Hire date'],
    ];
    return {
      success: true,
      data: [
        ...standard.map(([key, label]) => ({ key, label, type: 'standard', universal_id: key })),
        ...Object.entries(state.customAttributes).map(([key, label]) => ({
          key,
          label,
          type: 'standard',
          universal_id: null,
        })),
      ],
    };
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
