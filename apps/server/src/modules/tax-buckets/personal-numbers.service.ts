import { personalNumberKey, personalNumberProblem } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findPersonalNumberSettings, listPersonalNumbers } from './personal-numbers.repository';

export type PersonalNumberRefusal = 'PERSONAL_NUMBER_INVALID' | 'PERSONAL_NUMBER_TAKEN';

/**
 * Judges personal numbers about to be stored. The DATEV rules apply once the company has its
 * DATEV numbers (it pays wages through DATEV): 1–99999, digits only, unless the company uses
 * in-house numbers, and unique within the company ("007" and "7" are one DATEV employee).
 * Answers, per number given, why it is refused or null; a number twice in `numbers` is taken.
 */
export async function judgePersonalNumbers(
  db: Executor,
  companyId: string,
  numbers: readonly { personalNumber: string | null; userId?: string }[],
): Promise<(PersonalNumberRefusal | null)[]> {
  const settings = await findPersonalNumberSettings(db, companyId);
  if (!settings?.consultantNumber || !settings.clientNumber) return numbers.map(() => null);
  const holders = await listPersonalNumbers(db, companyId);
  const held = new Map<string, string[]>();
  for (const holder of holders) {
    if (!holder.personalNumber?.trim()) continue;
    const key = personalNumberKey(holder.personalNumber);
    held.set(key, [...(held.get(key) ?? []), holder.id]);
  }
  const inRequest = new Map<string, number>();
  for (const { personalNumber } of numbers) {
    if (!personalNumber?.trim()) continue;
    const key = personalNumberKey(personalNumber);
    inRequest.set(key, (inRequest.get(key) ?? 0) + 1);
  }
  return numbers.map(({ personalNumber, userId }) => {
    const value = personalNumber?.trim() ?? '';
    if (value === '') return null;
    const problem = personalNumberProblem(value, settings);
    if (problem) return problem;
    const key = personalNumberKey(value);
    const others = (held.get(key) ?? []).filter((id) => id !== userId);
    return others.length > 0 || (inRequest.get(key) ?? 0) > 1 ? 'PERSONAL_NUMBER_TAKEN' : null;
  });
}

/** Refuses one personal number that DATEV could not book (400) or another employee holds (409). */
export async function assertPersonalNumberAllowed(
  db: Executor,
  companyId: string,
  personalNumber: string | null,
  userId?: string,
): Promise<void> {
  const [refusal] = await judgePersonalNumbers(db, companyId, [{ personalNumber, userId }]);
  if (refusal) throw new AppError(refusal, personalNumber?.trim() ?? null);
}
