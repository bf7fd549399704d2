/**
 * The queries that read the company's tax buckets besides the tax-modules screen: the tax
 * configuration (the same rows) and the budget groups (TAX13 shows or hides their net-wage
 * types). A change of a bucket on the tax-modules screen refreshes them through these keys.
 */
export const taxConfigurationQueryKey = ['tax-configuration'] as const;
export const budgetGroupsQueryKey = ['budget-groups'] as const;
