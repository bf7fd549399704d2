import { access, defineCall } from '../common/call';
import { myCardTransactionParamsSchema, myCardTransactionSchema, myMobilityCardSchema } from './card-my-mobility';

/** /card-my-mobility (spec 001 §3 "Card my mobility"): the employee area's roles; the card is the module's check. */
const employee = { access: access.roles('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN', 'USER'), tags: ['card'] } as const;

export const cardMyMobilityCalls = {
  myMobility: defineCall({
    ...employee,
    method: 'GET',
    path: '/api/v3/card/my-mobility',
    response: myMobilityCardSchema,
  }),
  uploadReceipt: defineCall({
    ...employee,
    method: 'POST',
    path: '/api/v3/card/my-mobility/transactions/:id/receipt',
    params: myCardTransactionParamsSchema,
    response: myCardTransactionSchema,
    upload: { field: 'file' },
    errors: [409, 413, 415],
  }),
  receipt: defineCall({
    ...employee,
    method: 'GET',
    path: '/api/v3/card/my-mobility/transactions/:id/receipt',
    params: myCardTransactionParamsSchema,
    download: true,
  }),
};
