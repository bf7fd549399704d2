/**
 * A local Personio for the end-to-end journeys and for trying the integration by hand:
 * `PERSONIO_PORT=4600 npx tsx apps/server/test/local-personio.ts`, then start the app with
 * `PERSONIO_BASE_URL=http://127.0.0.1:4600` and connect with client id `papi-demo` and secret
 * `papi-demo-secret`. It serves three employees of the demo company's domain.
 */
import { fakePersonioState, startFakePersonio } from './fake-personio';

const budgetGroup = 'dynamic_4711';
const state = fakePersonioState({
  clientId: process.env.PERSONIO_CLIENT_ID ?? 'papi-demo',
  clientSecret: process.env.PERSONIO_CLIENT_SECRET ?? 'papi-demo-secret',
  employees: [
    {
      id: 501,
      email: 'paula.personio@demo.test',
      firstName: 'Paula',
      lastName: 'Pendel',
      hireDate: '2026-01-01',
      custom: { [budgetGroup]: 'Public transport' },
    },
    {
      id: 502,
      email: 'peter.personio@demo.test',
      firstName: 'Peter',
      lastName: 'Personal',
      hireDate: '2025-05-01',
      custom: { [budgetGroup]: 'Standard' },
    },
    { id: 503, email: 'gerd.gold@demo.test', firstName: 'Gerd', lastName: 'Gold', custom: { [budgetGroup]: 'Gold' } },
  ],
});
const server = await startFakePersonio(state, { port: Number(process.env.PERSONIO_PORT ?? 0) });
console.log(`local Personio at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
