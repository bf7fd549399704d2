import { type GermanyTicketOffer, germanyTicketCalls, type UpdateGermanyTicketOfferRequest } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { ticketKeys } from './keys';

type OfferTerms = Omit<UpdateGermanyTicketOfferRequest, 'version'>;

/** PUT /api/v3/bookings/offer, naming the version the form was filled from (docs/adr/0022). */
export function updateOffer(body: OfferTerms, version: number): Promise<GermanyTicketOffer> {
  return api.call(germanyTicketCalls.updateOffer, { body, version });
}

const label = (key: string) => i18n.t(`offer.${key}` as 'offer.title', { ns: 'germany-ticket' });

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: { body: OfferTerms; version: number }) => updateOffer(body, version),
    onSuccess: async (offer) => {
      queryClient.setQueryData(ticketKeys.offer(), offer);
      // The splits shown per booking follow the offer.
      await queryClient.invalidateQueries({ queryKey: ticketKeys.bookings() });
    },
    meta: {
      changedMeanwhile: changedMeanwhile<GermanyTicketOffer>({
        fields: (offer, f) => [
          {
            label: label('isActive'),
            value: i18n.t(offer.isActive ? 'changedMeanwhile.fields.yes' : 'changedMeanwhile.fields.no', {
              ns: 'common',
            }),
          },
          {
            label: label('subsidyKind'),
            value: offer.subsidyKind === 'AMOUNT' ? f.money(offer.subsidyAmount) : `${String(offer.subsidyPercent)} %`,
          },
          { label: label('taxTreatment'), value: label(offer.taxTreatment) },
          { label: label('eligibility'), value: label(offer.eligibility) },
          { label: label('orderDeadlineDay'), value: String(offer.orderDeadlineDay) },
        ],
        reload: (offer) => queryClient.setQueryData(ticketKeys.offer(), offer),
      }),
    },
  });
}
