import type { FastifyInstance } from 'fastify';
import { partnerOfferCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  createPartnerOffer,
  deletePartnerOffer,
  listOperatorPartnerOffers,
  partnerOfferCounts,
  updatePartnerOffer,
} from './operator-partner-offers.service';
import {
  getCompanyPartnerSettings,
  listPartnerOffers,
  recordPartnerOfferClick,
  recordPartnerOfferView,
  setPartnerArea,
  setPartnerOfferSwitch,
} from './partner-offers.service';

/** Partner offers (docs/adr/0024): /partner for employees and admins, curation for the operator. */
export async function partnerOfferRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor, query }) => listPartnerOffers(deps, actor, query));
  route(app, calls.view, ({ deps, actor, params }) => recordPartnerOfferView(deps, actor, params));
  route(app, calls.click, ({ deps, actor, params }) => recordPartnerOfferClick(deps, actor, params));
  route(app, calls.settings, ({ deps, actor }) => getCompanyPartnerSettings(deps, actor));
  route(app, calls.setArea, ({ deps, actor, body }) => setPartnerArea(deps, actor, body));
  route(app, calls.setOffer, ({ deps, actor, params, body }) =>
    setPartnerOfferSwitch(deps, actor, { id: params.id, enabled: body.enabled }),
  );
  route(app, calls.operatorList, ({ deps, actor }) => listOperatorPartnerOffers(deps, actor));
  route(app, calls.create, ({ deps, actor, body }) => createPartnerOffer(deps, actor, body));
  route(app, calls.update, ({ deps, actor, params, body, version }) =>
    updatePartnerOffer(deps, actor, { id: params.id, offer: body, version }),
  );
  route(app, calls.remove, ({ deps, actor, params }) => deletePartnerOffer(deps, actor, params));
  route(app, calls.counts, ({ deps, actor, params }) => partnerOfferCounts(deps, actor, params));
}
