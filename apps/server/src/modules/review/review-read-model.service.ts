import type { Database } from '../../db/client';
import type { Actor } from '../../platform/request-context';
import { findPeriods } from '../periods/periods.service';
import {
  analyzeReviewSummaries,
  analyzeReviewUserMonths,
  forgetReviewSummaries,
  listCountedMonths,
  readReviewVersions,
  rebuildReviewUserMonths,
} from './review-read-model.repository';
import { presentAndKeepSummaries } from './review-summaries.service';

/**
 * Writes the review read model (docs/adr/0029) anew, for one company or all: the counts from the
 * expenses in one transaction, then the kept summaries, forgotten and presented again for every
 * month with an expense (the other months are presented by their first page). Answers how many
 * user-months it counts. The triggers keep it current: this is for repairs and for data written
 * while they were off.
 */
export async function rebuildReviewReadModel(db: Database, companyId: string | null): Promise<number> {
  const written = await db.transaction((tx) => rebuildReviewUserMonths(tx, companyId));
  // The planner's figures for the rows just written: a table it takes for empty gets a nested loop.
  await analyzeReviewUserMonths(db);
  await forgetReviewSummaries(db, companyId);
  const byCompany = new Map<string, string[]>();
  for (const row of await listCountedMonths(db, companyId)) {
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.periodString]);
  }
  for (const [company, months] of byCompany) {
    for (const period of await findPeriods(db, company, months)) {
      // Read before presenting: a writer meanwhile makes what is kept out of date, never wrong.
      const { companyVersion, userVersions } = await readReviewVersions(db, company);
      await presentAndKeepSummaries(db, rebuilder(company), period, undefined, (userId) => ({
        userVersion: userVersions.get(userId) ?? '0',
        companyVersion,
      }));
    }
  }
  await analyzeReviewSummaries(db);
  return written;
}

/** Summaries do not depend on who reads them (only a card's review abilities do): nobody's. */
function rebuilder(companyId: string): Actor {
  return { userId: '', companyId, role: 'ADMIN', rights: [], sessionTokenHash: '', impersonatorId: null };
}
