import { homeChargingCalls } from '@mobilo/contract';
import { downloadFile } from '../../../lib/file-download';

/** GET /api/v3/home-charging/contracts/{id}/proof or my-contracts/{id}/proof: the proof as the employee sent it. */
export function downloadContractProof({ id, mine, fileName }: { id: string; mine: boolean; fileName: string | null }) {
  const call = mine ? homeChargingCalls.myContractProof : homeChargingCalls.contractProof;
  return downloadFile(call, { params: { id } }, fileName ?? 'contract');
}
