import type { FastifyInstance } from 'fastify';
import { expenseCalls as calls } from '@mobilo/contract';
import { readSingleUpload } from '../../platform/files/multipart';
import { route } from '../../platform/route';
import { createReceiptReader } from './receipt-reader';
import { suggestFromReceipt } from './receipt-suggestion.service';

/**
 * Reading a receipt while the employee fills in the form. Its own reading process, so that a
 * suggestion never waits behind the background readings of the whole company.
 */
export async function receiptRoutes(app: FastifyInstance) {
  const reader = createReceiptReader(app.deps.config.receiptReading.limits, 1);
  app.addHook('onClose', () => reader.stop());
  route(app, calls.readReceipt, ({ deps, actor, request }) =>
    suggestFromReceipt(deps, actor, {
      reader,
      receive: (tempDir) =>
        readSingleUpload(request, calls.readReceipt.upload.field, tempDir, deps.config.uploadMaxBytes),
    }),
  );
}
