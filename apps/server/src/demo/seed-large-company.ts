import { eq, sql } from 'drizzle-orm';
import { currentPrivacyPolicyVersion } from '@mobilo/contract';
import type { Database } from '../db/client';
import { expenseFiles } from '../db/schema/expenses';
import { receiptReadings } from '../db/schema/receipt-readings';
import { users } from '../db/schema/users';
import { generateLargeCompany } from './large-company';
import { demoPassword } from './demo-data';

/** The generated company's tag: its checker signs in as `checker-demo@large.test`. */
export const largeCompanyTag = 'demo';

/**
 * A generated company beside the demo data, to try the review screens at the size of a real
 * customer (`SEED_LARGE_COMPANY`); the demo password signs in its admin and checker. Created once.
 */
export async function seedLargeCompany(
  db: Database,
  size: { employees: number; expensesPerEmployee: number },
): Promise<boolean> {
  const checkerEmail = `checker-${largeCompanyTag}@large.test`;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, checkerEmail));
  if (existing) return false;
  const company = await generateLargeCompany(db, { ...size, months: 2, password: demoPassword, tag: largeCompanyTag });
  // Its receipts are rows without bytes: they are marked read (nothing found), so that the reader
  // does not queue hundreds of files that cannot be opened ahead of real ones.
  await db.execute(sql`insert into ${receiptReadings} (company_id, file_id, status, engine)
    select company_id, id, 'READ', 'generated' from ${expenseFiles} where company_id = ${company.companyId}`);
  // Like the demo accounts, its people have read the privacy policy already.
  await db
    .update(users)
    .set({ privacyPolicyVersion: currentPrivacyPolicyVersion, privacyPolicyAcceptedAt: new Date() })
    .where(eq(users.companyId, company.companyId));
  return true;
}
