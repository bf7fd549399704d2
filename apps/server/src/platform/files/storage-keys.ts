import { randomUUID } from 'node:crypto';

/** The shapes of the keys this product writes into the file storage, and nothing else. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RECEIPT_KEY = new RegExp(`^${UUID}/${UUID}/${UUID}$`);
const EXPORT_KEY = new RegExp(`^exports/${UUID}/${UUID}$`);
const TICKET_KEY = new RegExp(`^tickets/${UUID}/${UUID}/${UUID}$`);
const CHARGING_KEY = new RegExp(`^charging/${UUID}/${UUID}/${UUID}$`);
const CARD_RECEIPT_KEY = new RegExp(`^card-receipts/${UUID}/${UUID}/${UUID}$`);

/** A receipt of an expense; a new key per upload, so a replaced file never shares its name. */
export const receiptKey = (companyId: string, expenseId: string) => `${companyId}/${expenseId}/${randomUUID()}`;

/** The file of a payroll export (a row of `downloads`). */
export const exportKey = (companyId: string, downloadId: string) => `exports/${companyId}/${downloadId}`;

/** The delivered file of a Germany ticket booking; a new key per upload, as for receipts. */
export const ticketKey = (companyId: string, bookingId: string) => `tickets/${companyId}/${bookingId}/${randomUUID()}`;

/** A home-charging file (a contract's proof, a meter photo); a new key per upload. */
export const chargingKey = (companyId: string, objectId: string) => `charging/${companyId}/${objectId}/${randomUUID()}`;

/** The receipt of a card payment; a new key per upload. */
export const cardReceiptKey = (companyId: string, transactionId: string) =>
  `card-receipts/${companyId}/${transactionId}/${randomUUID()}`;

/**
 * Whether the product wrote this key. The sweep of orphans considers only these, so a bucket or
 * folder shared with anything else never loses a file that is not ours.
 */
export const isProductKey = (key: string) =>
  RECEIPT_KEY.test(key) ||
  EXPORT_KEY.test(key) ||
  TICKET_KEY.test(key) ||
  CHARGING_KEY.test(key) ||
  CARD_RECEIPT_KEY.test(key);
