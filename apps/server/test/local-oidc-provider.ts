/**
 * A local OpenID provider for the end-to-end journeys and for trying single sign-on by hand:
 * `OIDC_PORT=4400 OIDC_REDIRECT_URIS=http://127.0.0.1:3000/auth/m-login/callback npx tsx apps/server/test/local-oidc-provider.ts`
 * It signs in whoever the app names in `login_hint`, else the account OIDC_ACCOUNT, without asking.
 * Never for production: it checks no password.
 */
import { startTestProvider } from './oidc-test-provider';

const port = Number(process.env.OIDC_PORT ?? 0);
const provider = await startTestProvider({
  redirectUris: (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean),
  defaultAccount: () => process.env.OIDC_ACCOUNT ?? 'city-demo-user',
  clientId: process.env.OIDC_CLIENT_ID ?? 'mobilo-local',
  clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'mobilo-local-secret',
  port,
});
console.log(`local OpenID provider at ${provider.issuer} (client ${provider.clientId})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
