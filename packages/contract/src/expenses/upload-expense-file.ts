/** Spec §9: one receipt of at most 1 GiB. */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024 * 1024;

export const receiptMimeTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReceiptMimeType = (typeof receiptMimeTypes)[number];
