import type { SaveExpenseRequest } from '@mobilo/contract';

/** A fresh idempotency key (docs/adr/0028): a random UUID, made once per action of the employee. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * The idempotency keys of the editor's create and upload. A second click after a lost answer is
 * the same action again and gets the same key, so the server answers the first result instead of
 * doing it twice; a changed form or another file is a new action with a new key.
 */
export class ActionKeys {
  private create: { body: string; key: string } | null = null;
  private upload: { id: string; file: Blob; key: string } | null = null;

  forCreate(body: SaveExpenseRequest): string {
    const text = JSON.stringify(body);
    if (this.create?.body !== text) this.create = { body: text, key: newIdempotencyKey() };
    return this.create.key;
  }

  forUpload(id: string, file: Blob): string {
    if (this.upload?.id !== id || this.upload.file !== file) this.upload = { id, file, key: newIdempotencyKey() };
    return this.upload.key;
  }
}
