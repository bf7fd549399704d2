import { and, asc, eq, sql, type SQLWrapper, type WithSubquery } from 'drizzle-orm';
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

/** A WITH query of changed rows that returns their ids. */
type ChangedIds = WithSubquery<string, { id: SQLWrapper }> & { id: SQLWrapper };

/**
 * One audit event per row a change returned (`changed`, a WITH query of the changed ids), written
 * in the same statement as the change, so that a change of any size costs one round trip.
 * Answers the changed ids.
 */
export async function recordAuditEventPerRow(
  db: Executor,
  companyId: string,
  changed: ChangedIds,
  /** `at` is the events' time; without it the database's, as `recordAuditEvent` writes it. */
  event: Omit<AuditEvent, 'subjectId'> & { at?: Date },
): Promise<string[]> {
  const rows = await db
    .with(changed)
    .insert(auditEvents)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          companyId: sql`${companyId}::uuid`.as('company_id'),
          actorId: sql`${event.actorId}::uuid`.as('actor_id'),
          action: sql`${event.action}::text`.as('action'),
          subjectType: sql`${event.subjectType}::text`.as('subject_type'),
          subjectId: sql`${changed.id}::text`.as('subject_id'),
          data: sql`${JSON.stringify(event.data ?? null)}::jsonb`.as('data'),
          createdAt: (event.at ? sql`${event.at.toISOString()}::timestamptz` : sql`now()`).as('created_at'),
        })
        .from(changed),
    )
    .returning({ subjectId: auditEvents.subjectId });
  return rows.map((row) => row.subjectId!);
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
