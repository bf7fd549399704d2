import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addMonths,
  type CallDefinition,
  currentPeriod,
  errorResponseSchema,
  roleNames,
  rolesGrantedBy,
} from '@mobilo/contract';
import { servedCalls } from '../../src/modules';
import { createPeriodsForCompany } from '../../src/modules/periods/periods.service';
import { buildCompany, signInRoles } from '../factories';
import { useTestApp } from '../test-app';

/**
 * Hostile input on every call that takes any, driven by the call definitions: each field of the
 * params, query and body in turn gets values a client should never send, as a role the call
 * grants. No answer may be a 5xx, every refusal has the error shape, and no prototype is touched.
 */
const t = useTestApp({ signInRateLimitPerMinute: 100_000 });

const hostileValues: readonly unknown[] = [
  '\u0000',
  `a\u0000b`,
  'x'.repeat(20_000),
  '../../etc/passwd',
  '\u202Eevil',
  '9007199254740993',
  9007199254740992,
  1e308,
  -1,
  0.1,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  { __proto__: { polluted: true } },
];
/** What a path segment or a query value can carry: text only. */
const hostileTexts = hostileValues.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');

/** The field names of an object schema, when the schema is one. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const paramNames = (call: CallDefinition) => [...call.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

function pathWith(call: CallDefinition, values: Record<string, string>) {
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? randomUUID()));
}

interface Probe {
  url: string;
  payload?: unknown;
  label: string;
}

/** Every hostile variant of one call's input, one field at a time, and whole bodies of the wrong kind. */
function probesOf(call: CallDefinition): Probe[] {
  const probes: Probe[] = [];
  const base = pathWith(call, {});
  for (const name of paramNames(call)) {
    for (const value of hostileTexts)
      probes.push({ url: pathWith(call, { [name]: String(value) }), label: `param ${name}` });
  }
  for (const name of fieldsOf(call.query)) {
    for (const value of hostileTexts) {
      probes.push({ url: `${base}?${new URLSearchParams({ [name]: String(value) })}`, label: `query ${name}` });
    }
    probes.push({ url: `${base}?${name}=a&${name}=b&__proto__[x]=1`, label: `query ${name} repeated` });
  }
  if (call.body) {
    for (const payload of [
      null,
      [],
      'text',
      42,
      { __proto__: { polluted: true } },
      { constructor: { prototype: { polluted: true } } },
    ]) {
      probes.push({ url: base, payload, label: 'body of the wrong kind' });
    }
    for (const name of fieldsOf(call.body)) {
      for (const value of hostileValues) probes.push({ url: base, payload: { [name]: value }, label: `body ${name}` });
    }
  }
  return probes;
}

describe('hostile input on every call', () => {
  let cookies: Record<string, string>;
  beforeAll(async () => {
    const company = await buildCompany(t.db);
    await createPeriodsForCompany(t.db, company.id, { from: addMonths(currentPeriod(), -1) });
    ({ cookies } = await signInRoles(t.app, t.db, company.id, roleNames));
  });

  const withInput = servedCalls.filter(
    (call) => !call.upload && (call.params || call.query || call.body || call.path.includes(':')),
  );

  it.each(withInput.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s answers every probe below 500, refusals in the error shape',
    async (_name, call) => {
      const role = call.access.kind === 'public' ? null : (rolesGrantedBy(call.access)[0] ?? 'ADMIN');
      const headers = role ? { cookie: cookies[role]! } : {};
      for (const probe of probesOf(call)) {
        const response = await t.app.inject({
          method: call.method,
          url: probe.url,
          headers,
          ...(probe.payload !== undefined && {
            payload: JSON.stringify(probe.payload),
            headers: { ...headers, 'content-type': 'application/json' },
          }),
        });
        const what = `${call.method} ${probe.url.slice(0, 120)} (${probe.label}): ${response.statusCode}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) expect(errorResponseSchema.safeParse(response.json()).success, what).toBe(true);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
