import type { FastifyRequest } from 'fastify';
import type { Right, RoleName } from '@mobilo/contract';
import { AppError } from './app-error';

/** Who is acting: fixed by the session. Every tenant query is scoped by `companyId`. */
export interface Actor {
  userId: string;
  companyId: string;
  role: RoleName;
  rights: readonly Right[];
  sessionTokenHash: string;
  impersonatorId: string | null;
  /**
   * The company of the actor's own account when a support user looks at another company
   * (`companyId`); absent otherwise. Their own profile, password and acceptances live there.
   */
  accountCompanyId?: string;
  /** A support account may pick the company it looks at (docs/adr/0014). */
  isSupportUser?: boolean;
}

/** The company holding the actor's own account (see `accountCompanyId`). */
export function accountCompanyOf(actor: Actor): string {
  return actor.accountCompanyId ?? actor.companyId;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
  }
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

export function requireRole(actor: Actor, allowed: readonly RoleName[]): void {
  if (!allowed.includes(actor.role)) throw new AppError('ACCESS_DENIED');
}

export function requireRight(actor: Actor, right: Right): void {
  if (!actor.rights.includes(right)) throw new AppError('ACCESS_DENIED');
}
