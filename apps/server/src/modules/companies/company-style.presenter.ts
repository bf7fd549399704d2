import { companyStyleSchema, defaultCompanyStyle, type CompanyStyle } from '@mobilo/contract';

/** Stored style → contract shape; anything unreadable in the column falls back to the defaults. */
export function presentCompanyStyle(stored: unknown): CompanyStyle {
  const parsed = companyStyleSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultCompanyStyle;
}
