import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditEvents } from '../db/schema/audit-events';
import { users } from '../db/schema/users';

export interface AuditEvent {
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  data?: Record<string, unknown>;
}

/** Records who did what; call it inside the transaction of the change it describes. */
export async function recordAuditEvent(db: Executor, companyId: string | null, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({ companyId, ...event, data: event.data ?? null });
}

/** One object's audit events, oldest first, with the names of who did them (its history). */
export async function listAuditEvents(db: Executor, companyId: string, subjectType: string, subjectId: string) {
  return db
    .select({ event: auditEvents, actor: { firstName: users.firstName, lastName: users.lastName } })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.companyId, companyId),
        eq(auditEvents.subjectType, subjectType),
        eq(auditEvents.subjectId, subjectId),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
}
