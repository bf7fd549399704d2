-- The kept summaries of the review read model (docs/adr/0029): a kept summary is served only
-- while the versions it was presented from are current. Every write that can change what a
-- user's summaries show sets the user's (or the company's) version to a new value here, in the
-- writing transaction; the rules themselves stay in TypeScript.
CREATE SEQUENCE "review_version_seq";
--> statement-breakpoint
-- A new version for each user, in one order (writers of the same users cannot deadlock on the
-- rows). Users or companies deleted in this transaction (a cascade, in whatever order it reaches
-- the tables) are skipped: their summaries go with them.
CREATE FUNCTION "review_versions_bump_users"(p_users uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "review_user_versions" ("user_id", "company_id", "version")
    SELECT u."id", u."company_id", nextval('review_version_seq')
    FROM "users" u JOIN "companies" c ON c."id" = u."company_id"
    WHERE u."id" = ANY(p_users) ORDER BY u."id"
  ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
CREATE FUNCTION "review_versions_bump_companies"(p_companies uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "review_company_versions" ("company_id", "version")
    SELECT c."id", nextval('review_version_seq') FROM "companies" c
    WHERE c."id" = ANY(p_companies) ORDER BY c."id"
  ON CONFLICT ("company_id") DO UPDATE SET "version" = excluded."version";
$$;
--> statement-breakpoint
-- Rows that name their user: expenses (any change: warnings depend on type, date, cost,
-- currencies and status, twins and budget overflow on the user's other months), budget
-- deductions and corrections, frozen payroll months.
CREATE FUNCTION "review_versions_after_user_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "review_versions_bump_users"(ARRAY(SELECT DISTINCT "user_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "review_versions_bump_users"(ARRAY(SELECT DISTINCT "user_id" FROM old_rows));
  ELSE
    PERFORM "review_versions_bump_users"(ARRAY(SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Receipt files: their hashes make duplicates and twins, their readings receipt warnings.
CREATE FUNCTION "review_versions_after_expense_files"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "review_versions_bump_users"(ARRAY(
      SELECT e."user_id" FROM new_rows f JOIN "expenses" e ON e."id" = f."expense_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "review_versions_bump_users"(ARRAY(
      SELECT e."user_id" FROM old_rows f JOIN "expenses" e ON e."id" = f."expense_id"));
  ELSE
    PERFORM "review_versions_bump_users"(ARRAY(
      SELECT e."user_id" FROM (SELECT "expense_id" FROM new_rows UNION SELECT "expense_id" FROM old_rows) f
      JOIN "expenses" e ON e."id" = f."expense_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "review_versions_after_receipt_readings"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "review_versions_bump_users"(ARRAY(
      SELECT e."user_id" FROM new_rows r JOIN "expense_files" f ON f."id" = r."file_id"
      JOIN "expenses" e ON e."id" = f."expense_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "review_versions_bump_users"(ARRAY(
      SELECT e."user_id" FROM old_rows r JOIN "expense_files" f ON f."id" = r."file_id"
      JOIN "expenses" e ON e."id" = f."expense_id"));
  ELSE
    PERFORM "review_versions_bump_users"(ARRAY(
      SELECT e."user_id" FROM (SELECT "file_id" FROM new_rows UNION SELECT "file_id" FROM old_rows) r
      JOIN "expense_files" f ON f."id" = r."file_id" JOIN "expenses" e ON e."id" = f."expense_id"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user's own budget facts: group, own budget, overflow start, first active day, deactivation.
-- Names, e-mail and status are read with every page and need no new version; a sign-in's
-- timestamps change nothing.
CREATE FUNCTION "review_versions_after_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "review_versions_bump_users"(ARRAY(
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (o."company_id", o."budget_group_id", o."monthly_budget", o."budget_overflow_starts", o."register_date",
           o."created_at", o."status", o."deactivation_date")
      IS DISTINCT FROM (n."company_id", n."budget_group_id", n."monthly_budget", n."budget_overflow_starts",
           n."register_date", n."created_at", n."status", n."deactivation_date")));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- What every summary of the company depends on: its periods (the months a budget runs through,
-- their states) and its budget groups (budget, overflow interval).
CREATE FUNCTION "review_versions_after_company_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "review_versions_bump_companies"(ARRAY(SELECT DISTINCT "company_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "review_versions_bump_companies"(ARRAY(SELECT DISTINCT "company_id" FROM old_rows));
  ELSE
    PERFORM "review_versions_bump_companies"(ARRAY(
      SELECT "company_id" FROM new_rows UNION SELECT "company_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire before the read model's recount on `expenses` (triggers fire by name): every
-- statement on a user's expenses takes the user's version row first, so two writers of the same
-- user wait at their first statement instead of locking months in opposite orders.
CREATE TRIGGER "review_summaries_expenses_insert" AFTER INSERT ON "expenses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_expenses_update" AFTER UPDATE ON "expenses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_expenses_delete" AFTER DELETE ON "expenses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_deductions_insert" AFTER INSERT ON "budget_deductions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_deductions_update" AFTER UPDATE ON "budget_deductions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_deductions_delete" AFTER DELETE ON "budget_deductions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_corrections_insert" AFTER INSERT ON "budget_corrections"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_corrections_update" AFTER UPDATE ON "budget_corrections"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_corrections_delete" AFTER DELETE ON "budget_corrections"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_payroll_budget_months_insert" AFTER INSERT ON "payroll_budget_months"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_payroll_budget_months_update" AFTER UPDATE ON "payroll_budget_months"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_payroll_budget_months_delete" AFTER DELETE ON "payroll_budget_months"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_user_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_expense_files_insert" AFTER INSERT ON "expense_files"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_expense_files"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_expense_files_update" AFTER UPDATE ON "expense_files"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_expense_files"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_expense_files_delete" AFTER DELETE ON "expense_files"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_expense_files"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_receipt_readings_insert" AFTER INSERT ON "receipt_readings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_receipt_readings"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_receipt_readings_update" AFTER UPDATE ON "receipt_readings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_receipt_readings"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_receipt_readings_delete" AFTER DELETE ON "receipt_readings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_receipt_readings"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_users_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_users"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_periods_insert" AFTER INSERT ON "periods"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_company_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_periods_update" AFTER UPDATE ON "periods"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_company_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_periods_delete" AFTER DELETE ON "periods"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_company_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_groups_update" AFTER UPDATE ON "budget_groups"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_company_rows"();
--> statement-breakpoint
CREATE TRIGGER "review_summaries_budget_groups_delete" AFTER DELETE ON "budget_groups"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_versions_after_company_rows"();
