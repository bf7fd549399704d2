import type { FastifyInstance } from 'fastify';
import { cardCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import { getMyCardMembership, sendVerificationLink } from './card-membership.service';

export async function cardMembershipRoutes(app: FastifyInstance) {
  route(app, calls.myMembership, ({ deps, actor }) => getMyCardMembership(deps, actor, {}));
  route(app, calls.sendVerificationLink, ({ deps, actor, params }) => sendVerificationLink(deps, actor, params));
}
