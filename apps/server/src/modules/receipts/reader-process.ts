/**
 * The reading process: reads one receipt at a time for the server, which starts it with a bounded
 * heap and ends it when a reading runs past its time. Whatever a hostile file does here (exhaust
 * memory, hang, crash the decoder) ends this process, never the server.
 */
import { stopRecogniser } from './ocr-engine';
import type { ReadLimits } from '../../config';
import { readReceiptText } from './read-receipt-text';
import { NO_ENGINE, type ReceiptMime } from './reading-types';

export interface ReadRequest {
  id: number;
  filePath: string;
  mimeType: ReceiptMime;
  limits: ReadLimits;
}

process.on('message', (message: ReadRequest) => {
  readReceiptText(message.filePath, message.mimeType, message.limits)
    .catch(() => ({ reason: 'FAILED' as const, ...NO_ENGINE }))
    .then((reading) => process.send?.({ id: message.id, reading }));
});

process.on('disconnect', () => {
  void stopRecogniser().finally(() => process.exit(0));
});
