/**
 * A local card issuer for the end-to-end journeys and for trying the card by hand:
 * `CARD_ISSUER_PORT=4610 npx tsx apps/server/test/local-card-issuer.ts`, then start the app with
 * `CARD_ISSUER_BASE_URL=http://127.0.0.1:4610` (client id `issuer-demo`, secret
 * `issuer-demo-secret`). `CARD_ISSUER_PAYMENT_CONTROL_URL` and `CARD_ISSUER_WEBHOOK_URL` name the
 * app's endpoints, `CARD_ISSUER_PARTNER_SECRET` the secret both carry,
 * `CARD_ISSUER_PAYMENT_CONTROL_TIMEOUT_MS` how long it waits for payment control's answer before it
 * declines (Swan's 1.5 s by default; the journeys wait longer, so that a busy machine's slow answer
 * is not taken for the app's decline). The `/sandbox/…` calls play the member and the merchants.
 */
import { fakeCardIssuerState, startFakeCardIssuer } from './fake-card-issuer';

const partnerSecret = process.env.CARD_ISSUER_PARTNER_SECRET ?? 'local-card-partner-secret';
const state = fakeCardIssuerState({
  clientId: process.env.CARD_ISSUER_CLIENT_ID ?? 'issuer-demo',
  clientSecret: process.env.CARD_ISSUER_CLIENT_SECRET ?? 'issuer-demo-secret',
  paymentControl: process.env.CARD_ISSUER_PAYMENT_CONTROL_URL
    ? {
        endpoint: process.env.CARD_ISSUER_PAYMENT_CONTROL_URL,
        secret: partnerSecret,
        timeoutMs: Number(process.env.CARD_ISSUER_PAYMENT_CONTROL_TIMEOUT_MS ?? 1500),
        defaultResponse: false,
      }
    : null,
  webhook: process.env.CARD_ISSUER_WEBHOOK_URL
    ? { endpoint: process.env.CARD_ISSUER_WEBHOOK_URL, secret: partnerSecret }
    : null,
});
const server = await startFakeCardIssuer(state, { port: Number(process.env.CARD_ISSUER_PORT ?? 0) });
console.log(`local card issuer at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
