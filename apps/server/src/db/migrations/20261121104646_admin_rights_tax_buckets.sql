-- Reference data: the rights of user and budget-group administration (see the contract's
-- defaultRightsOfRole), held by every kind of admin.
UPDATE "roles" SET "rights" = "rights" || ARRAY['CAN_MANAGE_USERS', 'CAN_MANAGE_BUDGET_GROUPS']
WHERE "name" IN ('ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN')
  AND NOT ("rights" @> ARRAY['CAN_MANAGE_USERS', 'CAN_MANAGE_BUDGET_GROUPS']);
--> statement-breakpoint
-- Companies that exist before tax buckets did get the default buckets (contract's defaultTaxBuckets).
INSERT INTO "tax_buckets" ("company_id", "tax_budget_type", "wage_name", "bs_nr", "is_active")
SELECT c."id", d."type", d."wage_name", d."bs_nr", d."is_active"
FROM "companies" c
CROSS JOIN (VALUES
  ('TAX_FREE', 'Mobilitätsbudget steuerfrei (§3 Nr. 15 EStG)', 2, true),
  ('FLAT_15', 'Mobilitätsbudget pauschal 15 % (§40 Abs. 2 EStG)', 2, true),
  ('TAXABLE', 'Mobilitätsbudget steuerpflichtig', 2, true),
  ('TAX13', 'Mobilitätsbudget Nettolohn', 3, false)
) AS d("type", "wage_name", "bs_nr", "is_active")
ON CONFLICT ("company_id", "tax_budget_type") DO NOTHING;
