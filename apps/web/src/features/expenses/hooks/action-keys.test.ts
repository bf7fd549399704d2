import { describe, expect, it } from 'vitest';
import type { SaveExpenseRequest } from '@mobilo/contract';
import { ActionKeys } from './action-keys';

const body = { originalCost: '23.40', description: 'Taxi' } as unknown as SaveExpenseRequest;

describe('the idempotency keys of the editor', () => {
  it('sends the same create again under the same key and a changed one under a new key', () => {
    const keys = new ActionKeys();
    const first = keys.forCreate(body);
    expect(keys.forCreate({ ...body })).toBe(first);
    const changed = keys.forCreate({ ...body, description: 'Taxi home' });
    expect(changed).not.toBe(first);
    expect(changed).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the upload key per expense and file', () => {
    const keys = new ActionKeys();
    const file = new File(['%PDF'], 'r.pdf');
    const first = keys.forUpload('e1', file);
    expect(keys.forUpload('e1', file)).toBe(first);
    expect(keys.forUpload('e2', file)).not.toBe(first);
    expect(keys.forUpload('e2', new File(['%PDF'], 'r.pdf'))).not.toBe(keys.forUpload('e2', file));
  });
});
