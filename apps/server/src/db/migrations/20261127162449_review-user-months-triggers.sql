-- The review read model (docs/adr/0029): `review_user_months` follows every write of `expenses`
-- in the writing transaction. The counting rule is one view; the triggers recount the affected
-- (company, period, user) rows from it and the rebuild writes all of it.
CREATE VIEW "review_user_month_tallies" AS
SELECT "company_id", "period_id", "user_id",
  count(*)::int AS "expense_count",
  (count(*) FILTER (WHERE "status" = 'SUBMITTED' AND NOT "is_checked" AND NOT "is_marked"))::int AS "to_review",
  (count(*) FILTER (WHERE "is_checked"))::int AS "checked",
  (count(*) FILTER (WHERE "is_marked"))::int AS "marked",
  (count(*) FILTER (WHERE "status" = 'REJECTED'))::int AS "rejected",
  coalesce(sum("cost") FILTER (WHERE "status" IN ('SUBMITTED', 'INVOICED')), 0) AS "total"
FROM "expenses"
GROUP BY "company_id", "period_id", "user_id";
--> statement-breakpoint
-- Recounts one user's month. The row is locked before the expenses are counted, and the count is
-- a statement of its own: in READ COMMITTED it takes a new snapshot, so a transaction that waited
-- for the lock counts what the other one committed (recounting, never adding, loses nothing).
-- A month without expenses has no row.
CREATE FUNCTION "review_user_month_refresh"(p_company uuid, p_period uuid, p_user uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  tally record;
BEGIN
  LOOP
    PERFORM 1 FROM "review_user_months"
      WHERE "company_id" = p_company AND "period_id" = p_period AND "user_id" = p_user FOR UPDATE;
    EXIT WHEN FOUND;
    -- No row yet: create it to have something to lock; waits for (and yields to) one being created.
    INSERT INTO "review_user_months" ("company_id", "period_id", "user_id")
      SELECT p_company, p_period, p_user
      WHERE EXISTS (SELECT 1 FROM "expenses"
        WHERE "company_id" = p_company AND "period_id" = p_period AND "user_id" = p_user)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND AND NOT EXISTS (SELECT 1 FROM "expenses"
        WHERE "company_id" = p_company AND "period_id" = p_period AND "user_id" = p_user) THEN
      RETURN;
    END IF;
  END LOOP;
  SELECT * INTO tally FROM "review_user_month_tallies"
    WHERE "company_id" = p_company AND "period_id" = p_period AND "user_id" = p_user;
  IF NOT FOUND THEN
    DELETE FROM "review_user_months"
      WHERE "company_id" = p_company AND "period_id" = p_period AND "user_id" = p_user;
  ELSE
    UPDATE "review_user_months" SET
      "expense_count" = tally."expense_count", "to_review" = tally."to_review", "checked" = tally."checked",
      "marked" = tally."marked", "rejected" = tally."rejected", "total" = tally."total"
      WHERE "company_id" = p_company AND "period_id" = p_period AND "user_id" = p_user;
  END IF;
END $$;
--> statement-breakpoint
-- Once per statement: the user-months its rows touch, each once, in one order for every writer
-- (two transactions lock shared rows in the same order and cannot deadlock on them). An update
-- that leaves everything counted as it was (a note, a receipt, a version) recounts nothing.
CREATE FUNCTION "review_user_months_after_expenses"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  affected record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR affected IN SELECT DISTINCT "company_id", "period_id", "user_id" FROM new_rows ORDER BY 1, 2, 3 LOOP
      PERFORM "review_user_month_refresh"(affected."company_id", affected."period_id", affected."user_id");
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR affected IN SELECT DISTINCT "company_id", "period_id", "user_id" FROM old_rows ORDER BY 1, 2, 3 LOOP
      PERFORM "review_user_month_refresh"(affected."company_id", affected."period_id", affected."user_id");
    END LOOP;
  ELSE
    FOR affected IN
      WITH changed AS (
        SELECT o."company_id" AS old_company, o."period_id" AS old_period, o."user_id" AS old_user,
               n."company_id" AS new_company, n."period_id" AS new_period, n."user_id" AS new_user
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        WHERE (o."company_id", o."period_id", o."user_id", o."status", o."is_checked", o."is_marked", o."cost")
          IS DISTINCT FROM (n."company_id", n."period_id", n."user_id", n."status", n."is_checked", n."is_marked", n."cost"))
      SELECT old_company AS "company_id", old_period AS "period_id", old_user AS "user_id" FROM changed
      UNION
      SELECT new_company, new_period, new_user FROM changed
      ORDER BY 1, 2, 3
    LOOP
      PERFORM "review_user_month_refresh"(affected."company_id", affected."period_id", affected."user_id");
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "review_user_months_expenses_insert" AFTER INSERT ON "expenses"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_user_months_after_expenses"();
--> statement-breakpoint
CREATE TRIGGER "review_user_months_expenses_update" AFTER UPDATE ON "expenses"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_user_months_after_expenses"();
--> statement-breakpoint
CREATE TRIGGER "review_user_months_expenses_delete" AFTER DELETE ON "expenses"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "review_user_months_after_expenses"();
--> statement-breakpoint
-- Writes the read model anew from the expenses (all companies, or one), under a lock that lets
-- readers read and makes writers of expenses wait: nothing written meanwhile is missed.
CREATE FUNCTION "review_user_months_rebuild"(p_company uuid DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  LOCK TABLE "expenses" IN SHARE MODE;
  DELETE FROM "review_user_months" WHERE p_company IS NULL OR "company_id" = p_company;
  INSERT INTO "review_user_months"
    ("company_id", "period_id", "user_id", "expense_count", "to_review", "checked", "marked", "rejected", "total")
    SELECT "company_id", "period_id", "user_id", "expense_count", "to_review", "checked", "marked", "rejected", "total"
    FROM "review_user_month_tallies" WHERE p_company IS NULL OR "company_id" = p_company;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;
--> statement-breakpoint
SELECT "review_user_months_rebuild"();
--> statement-breakpoint
-- The planner's figures for the rows just written: without them it takes the table for empty.
ANALYZE "review_user_months";
