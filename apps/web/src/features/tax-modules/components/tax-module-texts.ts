import type { TaxModule } from '@mobilo/contract';

/** The sentence that says what a module means: the ticket's subsidy reads by its treatment. */
export function moduleMeaningKey(module: Pick<TaxModule, 'kind' | 'ticketTreatment'>) {
  if (module.kind === 'GERMANY_TICKET_SUBSIDY') {
    return module.ticketTreatment === 'FLAT_25'
      ? ('meaning.GERMANY_TICKET_SUBSIDY_FLAT_25' as const)
      : ('meaning.GERMANY_TICKET_SUBSIDY_TAX_FREE' as const);
  }
  return `meaning.${module.kind}` as const;
}
