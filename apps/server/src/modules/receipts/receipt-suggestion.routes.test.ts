import { readFileSync } from 'node:fs';
import { combinedReceiptReadingSchema } from '@mobilo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, expectErrorResponse, signIn } from '../../../test/factories';
import { multipartBody } from '../../../test/multipart';
import { useTestApp } from '../../../test/test-app';
import { DEFAULT_READ_LIMITS } from '../../config';
import { fixtureMime, fixturePath, loadFixtures } from './receipt-fixtures';

// A reading that passes the limit answers empty fields (the create dialog goes on without them).
// A photo's reading took over the default 30 s on a slow 2-core machine beside the journeys; the
// test asks what the reader reads, so it allows as long as the journeys' apps do.
const t = useTestApp({ receiptReading: { concurrency: 1, limits: { ...DEFAULT_READ_LIMITS, timeoutMs: 150_000 } } });

/** The create dialog's suggestions: a receipt read before it is attached, nothing stored. */
describe('POST /api/v3/receipts/read', () => {
  let employee: string;

  beforeAll(async () => {
    const company = await buildCompany(t.db, { name: 'Suggestion Co' });
    employee = await signIn(t.app, (await buildUser(t.db, { companyId: company.id })).email);
  });

  const read = (file: { filename: string; contentType: string; content: Buffer }, cookie: string | null = employee) => {
    const { payload, headers } = multipartBody([file]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v3/receipts/read',
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const fixture = (name: string) => {
    const entry = loadFixtures().find((e) => e.file === name)!;
    return {
      entry,
      file: { filename: name, contentType: fixtureMime(entry), content: readFileSync(fixturePath(entry)) },
    };
  };

  // Two readings by the receipt reader (text recognition of a photo): seconds alone, about a
  // minute on a slow 2-core machine beside the journeys.
  it('answers what a text PDF and a photographed receipt state', async () => {
    for (const name of ['02-train-de.pdf', '30-ride-en.jpg']) {
      const { entry, file } = fixture(name);
      const response = await read(file);
      expect(response.statusCode, response.body).toBe(200);
      const suggestion = combinedReceiptReadingSchema.parse(response.json());
      expect({ total: suggestion.totalAmount, date: suggestion.invoiceDate }).toEqual({
        total: entry.truth.totalAmount,
        date: entry.truth.invoiceDate,
      });
    }
  }, 180_000);

  it('answers empty fields for a receipt it cannot read, and refuses what is no receipt', async () => {
    const broken = await read({
      filename: 'x.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.7\n'),
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toEqual({ totalAmount: null, invoiceDate: null, currency: null, invoiceNumber: null });
    const text = await read({ filename: 'x.pdf', contentType: 'application/pdf', content: Buffer.from('plain text') });
    expect(text.statusCode).toBe(415);
  }, 60_000);

  it('is for signed-in users only', async () => {
    const { file } = fixture('02-train-de.pdf');
    expectErrorResponse(await read(file, null), 401, 'UNAUTHENTICATED');
  });
});
