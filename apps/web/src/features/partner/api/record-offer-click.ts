import { partnerOfferCalls } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v3/partner/offers/{id}/click: the code copied or the link followed, counted without the person. */
export function recordOfferClick(id: string): Promise<{ recorded: true }> {
  return api.call(partnerOfferCalls.click, { params: { id } });
}

export function useRecordOfferClick() {
  // A count that fails changes nothing the employee sees.
  return useMutation({ mutationFn: recordOfferClick, meta: { notifyOnError: false } });
}
