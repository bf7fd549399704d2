/**
 * Packages the server needs only for some requests or some configurations, loaded on first use:
 * each would otherwise hold tens of MiB from the start in every process, whether or not a
 * payroll file is ever written, S3 is configured, mail goes out by SMTP or anyone signs in with
 * single sign-on (docs/performance.md).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}

/** ExcelJS, for the payroll workbook, the year report and the ticket order list. */
export const loadExcel = once(async () => (await import('exceljs')).default);

/** The S3 client, when the files live in a bucket. */
export const loadS3 = once(() => import('@aws-sdk/client-s3'));

/** nodemailer, when mail goes out by SMTP. */
export const loadNodemailer = once(async () => (await import('nodemailer')).default);

/** The OpenID Connect client, for single sign-on. */
export const loadOpenIdClient = once(() => import('openid-client'));

/** pdf-lib, for the declaration of an expense without a receipt. */
export const loadPdfLib = once(() => import('pdf-lib'));
