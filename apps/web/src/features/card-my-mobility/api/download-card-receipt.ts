import { cardMyMobilityCalls } from '@mobilo/contract';
import { downloadFile } from '../../../lib/file-download';

/** GET /api/v3/card/my-mobility/transactions/{id}/receipt: the receipt as the employee sent it. */
export function downloadCardReceipt({ id, fileName }: { id: string; fileName: string }) {
  return downloadFile(cardMyMobilityCalls.receipt, { params: { id } }, fileName);
}
