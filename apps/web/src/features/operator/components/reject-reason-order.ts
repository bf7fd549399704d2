import type { RejectReason } from '@mobilo/contract';

/** The ids in the new order after moving one reason a step up or down. */
export function moved(reasons: RejectReason[], index: number, step: -1 | 1): string[] {
  const ids = reasons.map((reason) => reason.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + step, 0, id!);
  return ids;
}
