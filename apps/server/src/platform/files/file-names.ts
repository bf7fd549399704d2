import type { ReceiptMimeType } from '@mobilo/contract';

/**
 * C0 and C1 controls, and the characters that reorder text (bidi embeddings, overrides, isolates
 * and marks): a name such as "invoice\u202Efdp.exe" would otherwise show a false extension.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g;

const EXTENSIONS: Record<ReceiptMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A name safe to show and to send back in a header: no folders, controls or reordering marks. */
export function cleanFileName(name: string | undefined, fallback = 'receipt'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_CHARACTERS, '').trim().slice(0, 200);
  return clean === '' ? fallback : clean;
}

/**
 * The name a receipt is kept and offered under: the uploader's name without its extension, and
 * the extension of the type recognised from the content, so that a PDF sent as "poly.html" is
 * offered as "poly.pdf".
 */
export function receiptFileName(name: string | undefined, mimeType: ReceiptMimeType): string {
  const clean = cleanFileName(name);
  const stem = clean.replace(/\.[^.]{0,16}$/, '').replace(/[.\s]+$/, '') || 'receipt';
  return `${stem}.${EXTENSIONS[mimeType]}`;
}

/** A content-disposition header value: an ASCII fallback and the name in UTF-8 (RFC 6266). */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const safe = cleanFileName(fileName, 'download');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
