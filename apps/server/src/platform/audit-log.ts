import type { Executor } from '../db/client';
import { auditEvents } from '../db/schema/audit-events';

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
