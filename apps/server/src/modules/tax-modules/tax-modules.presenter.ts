import {
  defaultTaxBuckets,
  type TaxBucket,
  taxBudgetTypes,
  type TaxModule,
  taxModuleLaw,
  type TicketSubsidyTreatment,
} from '@mobilo/contract';

export interface TicketPayrollSettings {
  isActive: boolean;
  taxTreatment: TicketSubsidyTreatment;
  subsidyWageTypeNumber: number | null;
  shareWageTypeNumber: number | null;
}

/** The company's buckets in the order of the tax types; a missing one shows its default until saved. */
export function presentBucketModules(buckets: readonly TaxBucket[]): TaxModule[] {
  return taxBudgetTypes.map((kind) => {
    const bucket = buckets.find((b) => b.taxBudgetType === kind);
    const shown = bucket ?? defaultTaxBuckets.find((b) => b.taxBudgetType === kind)!;
    return {
      kind,
      id: bucket?.id ?? null,
      wageName: shown.wageName,
      value: shown.value,
      inftySapValue: shown.inftySapValue,
      bsNr: shown.bsNr,
      isActive: shown.isActive,
      law: taxModuleLaw(kind),
      ticketTreatment: null,
      isEditable: true,
      mayBeSwitchedOff: kind !== 'TAXABLE',
    };
  });
}

/** The Germany ticket's two payroll lines: the employer's subsidy (gross) and the employee's share (net). */
export function presentTicketModules(settings: TicketPayrollSettings): TaxModule[] {
  const line = (kind: 'GERMANY_TICKET_SUBSIDY' | 'GERMANY_TICKET_SHARE', wageType: number | null, bsNr: 2 | 3) => ({
    kind,
    id: null,
    wageName: null,
    value: wageType === null ? null : String(wageType),
    inftySapValue: null,
    bsNr,
    isActive: settings.isActive,
    law: taxModuleLaw(kind, settings.taxTreatment),
    ticketTreatment: kind === 'GERMANY_TICKET_SUBSIDY' ? settings.taxTreatment : null,
    isEditable: false,
    mayBeSwitchedOff: false,
  });
  return [
    line('GERMANY_TICKET_SUBSIDY', settings.subsidyWageTypeNumber, 2),
    line('GERMANY_TICKET_SHARE', settings.shareWageTypeNumber, 3),
  ];
}
