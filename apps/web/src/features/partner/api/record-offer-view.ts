import { partnerOfferCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v3/partner/offers/{id}/view: counted for the offer and the company, never the person. */
export function recordOfferView(id: string): Promise<{ recorded: true }> {
  return api.call(partnerOfferCalls.view, { params: { id } });
}

export function useRecordOfferView() {
  // A count that fails changes nothing the employee sees.
  return useMutation({ mutationFn: recordOfferView, meta: { notifyOnError: false } });
}
