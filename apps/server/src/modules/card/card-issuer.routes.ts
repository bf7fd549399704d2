import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';
import { issuerSecretMatches } from './card-issuer-client';
import {
  decidePaymentControl,
  handleIssuerWebhook,
  issuerWebhookSchema,
  paymentControlRequestSchema,
} from './card-issuer-events.service';

/**
 * The issuer's calls to Mobilo (docs/adr/0027), registered by hand: the issuer sends its own
 * shape, which may gain fields, and authenticates with the shared secret instead of a session.
 */
export const cardWebhookPath = '/api/v3/integrations/card/webhooks';
export const cardPaymentControlPath = '/api/v3/integrations/card/payment-control';

export async function cardIssuerRoutes(app: FastifyInstance) {
  const { deps } = app;
  const requireIssuer = (request: FastifyRequest) => {
    if (!issuerSecretMatches(request.headers['x-swan-secret'], deps.config.cardIssuer.partnerSecret)) {
      throw new AppError('CARD_ISSUER_SECRET_INVALID');
    }
  };

  // Public to the session guard: the shared secret is the check, first thing in each handler.
  const issuerRoute = { config: { public: true } };

  app.post(cardPaymentControlPath, issuerRoute, async (request) => {
    requireIssuer(request);
    const parsed = paymentControlRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('INVALID_INPUT', String(parsed.error.issues[0]?.path.join('.') ?? 'body'));
    const { accepted } = await decidePaymentControl(deps, parsed.data);
    return { accepted };
  });

  app.post(cardWebhookPath, issuerRoute, async (request) => {
    requireIssuer(request);
    const parsed = issuerWebhookSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('INVALID_INPUT', String(parsed.error.issues[0]?.path.join('.') ?? 'body'));
    return handleIssuerWebhook(deps, parsed.data);
  });
}
