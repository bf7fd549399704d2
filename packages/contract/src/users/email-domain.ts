/**
 * Whether an email may belong to a user of a company with these email domains (spec 001 §2
 * "Company: domains"). A company without domains takes any address; otherwise the address's
 * domain must be one of them or a subdomain of one, so that an administrator cannot create
 * accounts under another company's domain.
 */
export function isEmailOfCompanyDomains(email: string, domains: readonly string[]): boolean {
  const wanted = domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
  if (wanted.length === 0) return true;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return wanted.some((own) => domain === own || domain.endsWith(`.${own}`));
}
