import { type Expense, mobilityTypeCatalogue } from '@mobilo/contract';
import type { ChangedMeanwhileField } from '../lib/changed-meanwhile';
import type { SessionFormatters } from '../lib/format';
import { i18n } from '../lib/i18n';

type Label = 'cost' | 'date' | 'type' | 'comment' | 'status' | 'checked' | 'marked' | 'yes' | 'no';
const text = (key: Label) => i18n.t(`changedMeanwhile.fields.${key}`, { ns: 'common' });

/** An expense as the other side saved it, for the "changed meanwhile" dialog of every expense screen. */
export function expenseChangedFields(current: Expense, f: SessionFormatters): ChangedMeanwhileField[] {
  const cost =
    current.originalCurrency === current.targetCurrency || current.cost === null
      ? f.money(current.originalCost, current.originalCurrency)
      : `${f.money(current.originalCost, current.originalCurrency)} (${f.money(current.cost, current.targetCurrency)})`;
  return [
    { label: text('cost'), value: cost },
    { label: text('date'), value: f.date(current.date) },
    { label: text('type'), value: current.type ? mobilityTypeCatalogue[current.type][f.language] : '–' },
    { label: text('comment'), value: current.comment ?? '–' },
    { label: text('status'), value: i18n.t(`processStatus.${current.processStatus}`, { ns: 'common' }) },
    { label: text('checked'), value: text(current.isChecked ? 'yes' : 'no') },
    { label: text('marked'), value: text(current.isMarked ? 'yes' : 'no') },
  ];
}
