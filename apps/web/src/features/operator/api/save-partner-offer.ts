import { type OperatorPartnerOffer, partnerOfferCalls, type PartnerOfferInput } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { changedMeanwhile } from '../../../lib/changed-meanwhile';
import { i18n } from '../../../lib/i18n';
import { operatorKeys } from './keys';

export interface SavePartnerOfferInput {
  /** Null: a new offer. */
  id: string | null;
  offer: PartnerOfferInput;
  /** The version the form was filled from, for an offer that exists (docs/adr/0022). */
  version?: number;
}

/** POST /api/v3/god/partner-offers, or PUT /api/v3/god/partner-offers/{id} for an offer that exists. */
export function savePartnerOffer({ id, offer, version }: SavePartnerOfferInput): Promise<OperatorPartnerOffer> {
  return id === null
    ? api.call(partnerOfferCalls.create, { body: offer })
    : api.call(partnerOfferCalls.update, { params: { id }, body: offer, version });
}

const label = (key: string) => i18n.t(`form.${key}` as 'form.partner', { ns: 'partner-offers' });

export function useSavePartnerOffer() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: operatorKeys.partnerOffers() });
  return useMutation({
    mutationFn: savePartnerOffer,
    onSuccess: reload,
    meta: {
      // Refusals of a field land on it; the rest show as a toast from the form's handler.
      notifyOnError: false,
      changedMeanwhile: changedMeanwhile<OperatorPartnerOffer>({
        fields: (offer, f) => [
          { label: label('partner'), value: offer.partner },
          { label: label(f.language === 'de' ? 'titleDe' : 'titleEn'), value: offer.title[f.language] },
          { label: label('validFrom'), value: f.date(offer.validFrom) },
          { label: label('validUntil'), value: offer.validUntil ? f.date(offer.validUntil) : '–' },
          {
            label: label('isActive'),
            value: i18n.t(offer.isActive ? 'changedMeanwhile.fields.yes' : 'changedMeanwhile.fields.no', {
              ns: 'common',
            }),
          },
        ],
        reload: () => reload(),
      }),
    },
  });
}
