import { z } from 'zod';
import {
  type AuthorisationDecision,
  type CardStatus,
  type CardTransactionStatus,
  decideAuthorisation,
  fallbackDecision,
  fromCents,
  toCents,
} from '@mobilo/contract';
import type { Config } from '../../config';
import { AppError } from '../../platform/app-error';
import type { ServiceDeps } from '../../platform/app-context';
import { createCardIssuerClient, type CardIssuerClient, type IssuerTransaction } from './card-issuer-client';
import {
  findAuthorisation,
  findCardBySwanId,
  findMembershipBySwanId,
  findPlanOfUser,
  insertAuthorisation,
  insertWebhookEvent,
  isWebhookEventHandled,
  updateCardStatus,
  updateMembershipState,
  upsertCardTransaction,
} from './card-issuer-events.repository';
import { findCompanyOfIssuerTransaction } from './card-health.repository';
import { askIssuer, noteIssuerOutcome } from './card-health.service';
import { recountMembershipCards } from './card-members.repository';

export function cardIssuerClientFor(config: Config): CardIssuerClient {
  const { baseUrl, clientId, clientSecret, timeoutMs, retryBaseMs } = config.cardIssuer;
  return createCardIssuerClient({
    baseUrl,
    clientId,
    clientSecret,
    timeoutMs,
    backoffMs: (retry) => retryBaseMs * 2 ** (retry - 1),
  });
}

/** Swan's payment-control request: every field optional, more may come (docs/adr/0027). */
export const paymentControlRequestSchema = z
  .object({
    transactionId: z.string().max(200).optional(),
    cardId: z.string().max(200).optional(),
    amountValue: z.union([z.string(), z.number()]).optional(),
    merchantCategoryCode: z.string().max(10).optional(),
    merchantName: z.string().max(500).optional(),
  })
  .loose();
export type PaymentControlRequest = z.infer<typeof paymentControlRequestSchema>;

/** An amount as the issuer sends it, as a decimal string of cents precision; null when it is none. */
function issuerAmount(value: string | number | undefined): string | null {
  if (value === undefined) return null;
  const text = String(value);
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  return fromCents(toCents(text));
}

type ControlledCard = Awaited<ReturnType<typeof findCardBySwanId>>;

/** The decision; `onCard` learns the card as soon as it is read, for the fallback when the rest is late. */
async function decide(deps: ServiceDeps, request: PaymentControlRequest, onCard: (card: ControlledCard) => void) {
  const card = request.cardId ? await findCardBySwanId(deps.db, request.cardId) : null;
  onCard(card);
  if (!card) return { card, decision: decideAuthorisation(null, { merchantCategoryCode: '', merchantName: '' }) };
  const plan = await findPlanOfUser(deps.db, card.companyId, card.userId, card.budgetGroupId);
  const allowedList =
    plan?.merchantCategoryCodes && plan.merchantNames
      ? { merchantCategoryCodes: plan.merchantCategoryCodes, merchantNames: plan.merchantNames }
      : null;
  const decision = decideAuthorisation(
    { status: card.status, allowedList },
    { merchantCategoryCode: request.merchantCategoryCode ?? '', merchantName: request.merchantName ?? '' },
  );
  return { card, decision };
}

/**
 * Payment control: accept or decline one authorisation from the card's allowed list, within the
 * budget the issuer's timeout leaves. When the decision does not come in time or fails, the
 * company's fail mode answers (closed by default). The first decision for a transaction is kept,
 * so a repeated request gets the same answer; every decision is logged with its reason.
 */
export async function decidePaymentControl(
  deps: ServiceDeps,
  request: PaymentControlRequest,
): Promise<{ accepted: boolean; reason: AuthorisationDecision['reason'] }> {
  const started = performance.now();
  const budgetMs = deps.config.cardIssuer.paymentControlBudgetMs;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  let knownCard: ControlledCard = null;
  const outcome = await Promise.race([
    decide(deps, request, (card) => {
      knownCard = card;
    }).catch((error: unknown) => {
      deps.logger.error({ err: error, transactionId: request.transactionId }, 'card payment control failed');
      return null;
    }),
    late,
  ]);
  clearTimeout(timer);
  const card = outcome?.card ?? (knownCard as ControlledCard);
  // Too slow or failed: the company's choice when its card is known, else closed.
  const decision = outcome?.decision ?? fallbackDecision(card?.failMode ?? 'CLOSED');
  const companyId = card?.companyId ?? null;
  let answer = decision;
  if (request.transactionId) {
    const stored = await insertAuthorisation(deps.db, companyId, {
      transactionSwanId: request.transactionId,
      cardSwanId: request.cardId ?? '',
      accepted: decision.accepted,
      reason: decision.reason,
      amount: issuerAmount(request.amountValue),
      merchantName: request.merchantName ?? '',
      merchantCategoryCode: request.merchantCategoryCode ?? '',
      decidedAt: deps.clock(),
    });
    answer = { accepted: stored.accepted, reason: stored.reason } as AuthorisationDecision;
  }
  deps.logger.info(
    {
      transactionId: request.transactionId,
      cardId: request.cardId,
      merchantCategoryCode: request.merchantCategoryCode,
      accepted: answer.accepted,
      reason: answer.reason,
      ms: Math.round(performance.now() - started),
    },
    'card payment control',
  );
  return { accepted: answer.accepted, reason: answer.reason };
}

/** Swan's webhook body (docs/adr/0027); unknown fields are kept out, not refused. */
export const issuerWebhookSchema = z
  .object({
    eventType: z.string().min(1).max(200),
    eventId: z.string().min(1).max(200),
    eventDate: z.iso.datetime({ offset: true }),
    projectId: z.string().max(200).optional(),
    resourceId: z.string().min(1).max(200),
  })
  .loose();
export type IssuerWebhook = z.infer<typeof issuerWebhookSchema>;

/** Events older than this are refused, so that a captured request cannot be replayed for ever. */
const webhookMaxAgeMs = 24 * 60 * 60 * 1000;

const transactionStatusOf: Record<string, CardTransactionStatus> = {
  Pending: 'AUTHORISED',
  Booked: 'BOOKED',
  Released: 'RELEASED',
  Canceled: 'RELEASED',
  Rejected: 'DECLINED',
};
/** The issuer's card status as Mobilo keeps it. */
export const cardStatusOf: Record<string, CardStatus> = {
  ConsentPending: 'PROCESSING',
  Processing: 'PROCESSING',
  Enabled: 'ENABLED',
  Canceling: 'CANCELED',
  Canceled: 'CANCELED',
};

/**
 * A webhook of the issuer: the event names what changed, the issuer's API says how. Handled
 * events are kept by id, so a replay (the issuer retries until it gets a 200) changes nothing.
 */
export async function handleIssuerWebhook(
  deps: ServiceDeps,
  event: IssuerWebhook,
  issuer: CardIssuerClient = cardIssuerClientFor(deps.config),
): Promise<{ handled: 'done' | 'replayed' | 'ignored' }> {
  const now = deps.clock();
  if (now.getTime() - new Date(event.eventDate).getTime() > webhookMaxAgeMs) throw new AppError('CARD_WEBHOOK_TOO_OLD');
  if (await isWebhookEventHandled(deps.db, event.eventId)) return { handled: 'replayed' };
  const record = {
    eventId: event.eventId,
    eventType: event.eventType,
    resourceId: event.resourceId,
    eventDate: new Date(event.eventDate),
    receivedAt: now,
  };

  let apply: ((tx: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0]) => Promise<void>) | null = null;
  if (event.eventType.startsWith('Transaction.')) {
    const transaction = await issuer.getTransaction(event.resourceId).catch(async (error: unknown) => {
      // The payment's company is known only from the answer, or from a decision or row Mobilo kept.
      const companyId = await findCompanyOfIssuerTransaction(deps.db, event.resourceId);
      if (companyId) await noteIssuerOutcome(deps, companyId, 'EVENT_FETCH', error);
      throw error;
    });
    apply = transaction ? await transactionChange(deps, transaction) : null;
  } else if (event.eventType.startsWith('AccountMembership.')) {
    // The issuer is asked only about what Mobilo keeps, on behalf of the company that keeps it.
    const row = await findMembershipBySwanId(deps.db, event.resourceId);
    const membership = row
      ? await askIssuer(deps, row.companyId, 'EVENT_FETCH', () => issuer.getMembership(event.resourceId))
      : null;
    if (membership && row) {
      const enabled = membership.statusInfo.status === 'Enabled';
      apply = (tx) =>
        updateMembershipState(
          tx,
          row.companyId,
          row.id,
          enabled
            ? { status: 'ACTIVE', idVerificationState: 'verified' }
            : {
                status: row.status === 'INVITED' ? 'INVITED' : 'PROMOTION_IN_PROGRESS',
                idVerificationState: row.idVerificationState,
              },
          now,
        );
    }
  } else if (event.eventType.startsWith('Card.')) {
    const row = await findCardBySwanId(deps.db, event.resourceId);
    const card = row
      ? await askIssuer(deps, row.companyId, 'EVENT_FETCH', () => issuer.getCard(event.resourceId))
      : null;
    const status = card ? cardStatusOf[card.statusInfo.status] : undefined;
    // A card Mobilo blocked stays blocked until Mobilo unblocks it; the issuer's Enabled does not undo
    // that. A cancelled card stays cancelled: the issuer never enables one again.
    const keep = row?.status === 'CANCELED' || (row?.status === 'BLOCKED' && status === 'ENABLED');
    if (card && row && status && !keep) {
      apply = async (tx) => {
        await updateCardStatus(tx, row.companyId, row.id, {
          status,
          cancelledAt: status === 'CANCELED' ? now : null,
          // The issuer may give the masked number only once the card is issued.
          ...(card.cardMaskedNumber && { maskedNumber: card.cardMaskedNumber }),
        });
        await recountMembershipCards(tx, row.companyId, row.membershipId, now);
      };
    }
  }

  const handled = await deps.db.transaction(async (tx) => {
    if (!(await insertWebhookEvent(tx, record))) return 'replayed' as const;
    await apply?.(tx);
    return apply ? ('done' as const) : ('ignored' as const);
  });
  if (handled === 'ignored') {
    deps.logger.info(
      { eventType: event.eventType, resourceId: event.resourceId },
      'card webhook for nothing Mobilo keeps',
    );
  }
  return { handled };
}

async function transactionChange(deps: ServiceDeps, transaction: IssuerTransaction) {
  const cardSwanId = transaction.card?.id;
  const card = cardSwanId ? await findCardBySwanId(deps.db, cardSwanId) : null;
  if (card) await noteIssuerOutcome(deps, card.companyId, 'EVENT_FETCH');
  const status = transactionStatusOf[transaction.statusInfo.status];
  if (!card || !status) return null;
  const [authorisation, plan] = await Promise.all([
    findAuthorisation(deps.db, card.companyId, transaction.id),
    findPlanOfUser(deps.db, card.companyId, card.userId, card.budgetGroupId),
  ]);
  const now = deps.clock();
  return (tx: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0]) =>
    upsertCardTransaction(
      tx,
      card.companyId,
      {
        cardId: card.id,
        swanId: transaction.id,
        transactionDate: new Date(transaction.executionDate),
        amount: fromCents(Math.abs(toCents(issuerAmount(transaction.amount.value) ?? '0'))),
        merchantName: transaction.merchant?.merchantName ?? '',
        merchantCategoryCode: transaction.merchant?.merchantCategoryCode ?? '',
        status,
        decisionReason: authorisation?.reason ?? null,
        salaryType: plan?.taxTreatment ?? null,
      },
      now,
    );
}
