import { greyOf, photoIssues } from './photo-quality';
import { KIND_BYTES, photoKindOf } from './photo-kind';
import { CHECK_EDGE, fitWithin, JPEG_QUALITY, MAX_EDGE, passesThrough } from './photo-sizing';
import type { DecodePhoto } from './photo-canvas';
import type { ReceiptPage } from './receipt-pages';

export type RefusalReason = 'empty' | 'unsupported' | 'heic' | 'unreadable';

/** What a picked or photographed file becomes: a page, a whole PDF receipt, or a refusal. */
export type PreparedFile =
  { kind: 'page'; page: ReceiptPage } | { kind: 'pdf'; file: File } | { kind: 'refused'; reason: RefusalReason };

/**
 * Turns a file into a receipt page: decoded upright, checked, and scaled and re-encoded as JPEG
 * when it is large; a small JPEG or PNG is kept as it is, a PDF is a receipt of its own. The
 * content decides the type, as on the server; HEIC is converted where the browser decodes it.
 */
export async function prepareFile(file: File, decode: DecodePhoto): Promise<PreparedFile> {
  if (file.size === 0) return { kind: 'refused', reason: 'empty' };
  const kind = photoKindOf(new Uint8Array(await file.slice(0, KIND_BYTES).arrayBuffer()));
  if (kind === null) return { kind: 'refused', reason: 'unsupported' };
  if (kind === 'application/pdf') return { kind: 'pdf', file };

  const photo = await decode(file).catch(() => null);
  if (!photo) return { kind: 'refused', reason: kind === 'image/heic' ? 'heic' : 'unreadable' };
  try {
    const size = { width: photo.width, height: photo.height };
    const checkSize = fitWithin(size, CHECK_EDGE);
    const issues = photoIssues(size, greyOf(photo.rgba(checkSize), checkSize.width, checkSize.height));
    const page = { id: crypto.randomUUID(), name: file.name, issues };
    if (kind !== 'image/heic' && passesThrough(size, file.size)) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      return { kind: 'page', page: { ...page, type: kind, bytes, ...size } };
    }
    const target = fitWithin(size, MAX_EDGE);
    const jpeg = await photo.jpeg(target, JPEG_QUALITY);
    return {
      kind: 'page',
      page: { ...page, type: 'image/jpeg', bytes: new Uint8Array(await jpeg.arrayBuffer()), ...target },
    };
  } catch {
    // A canvas the device cannot allocate, or an encoder that fails: a message, never a crash.
    return { kind: 'refused', reason: 'unreadable' };
  } finally {
    photo.close();
  }
}
