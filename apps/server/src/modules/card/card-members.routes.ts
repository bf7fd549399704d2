import type { FastifyInstance } from 'fastify';
import { cardMemberCalls as calls } from '@mobilo/contract';
import { route } from '../../platform/route';
import {
  blockMemberCard,
  cancelMemberCard,
  getCardMembers,
  inviteCardMember,
  orderMemberCard,
  sendMemberVerificationLink,
  unblockMemberCard,
} from './card-members.service';

export async function cardMemberRoutes(app: FastifyInstance) {
  route(app, calls.members, ({ deps, actor }) => getCardMembers(deps, actor, {}));
  route(app, calls.inviteMember, ({ deps, actor, body }) => inviteCardMember(deps, actor, { body }));
  route(app, calls.sendVerificationLink, ({ deps, actor, params }) => sendMemberVerificationLink(deps, actor, params));
  route(app, calls.orderCard, ({ deps, actor, params }) => orderMemberCard(deps, actor, params));
  route(app, calls.blockCard, ({ deps, actor, params, version }) =>
    blockMemberCard(deps, actor, { id: params.id, version }),
  );
  route(app, calls.unblockCard, ({ deps, actor, params, version }) =>
    unblockMemberCard(deps, actor, { id: params.id, version }),
  );
  route(app, calls.cancelCard, ({ deps, actor, params, version }) =>
    cancelMemberCard(deps, actor, { id: params.id, version }),
  );
}
