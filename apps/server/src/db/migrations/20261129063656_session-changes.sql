-- Notifications for the session cache (docs/adr/0030): every process keeps the sessions it read
-- for a few seconds and listens on `mobilo_session_changes`; these triggers tell it, in the
-- writing transaction (delivered at its commit), which cached rows a write makes wrong. Payloads
-- are small: `t:<token hashes>` (sessions), `u:<user ids>` (users), `c:<company ids>` (what the
-- session check shows of the company: the company, budget groups, Personio, the company's
-- sign-in), each a comma-separated list of at most 100 keys, or `*` (forget everything: more keys,
-- a role, a truncation).
CREATE FUNCTION "session_changes_notify"(p_kind text, p_keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_keys IS NULL OR cardinality(p_keys) = 0 THEN
    RETURN;
  END IF;
  IF p_kind = '*' OR cardinality(p_keys) > 100 THEN
    PERFORM pg_notify('mobilo_session_changes', '*');
  ELSE
    PERFORM pg_notify('mobilo_session_changes', p_kind || ':' || array_to_string(p_keys, ','));
  END IF;
END;
$$;
--> statement-breakpoint
-- Statement-level, for statements that touch many rows at once (the sweep of expired sessions,
-- a user's sessions at a password change, a company's users): one notification per statement.
-- TG_ARGV: the payload's kind and the column of `changed_rows` that names the key.
CREATE FUNCTION "session_changes_after_rows"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM changed_rows', TG_ARGV[1]) INTO keys;
  PERFORM session_changes_notify(TG_ARGV[0], keys);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A session's own update: row-level, because only a change of something but `last_seen_at` (which
-- the guard writes once a minute and the cache notes itself) makes the cached row wrong; a column
-- added later is covered without a list to keep.
CREATE FUNCTION "session_changes_after_session_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM session_changes_notify('t', ARRAY[OLD."token_hash"]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "session_changes_after_truncate"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mobilo_session_changes', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changes_update" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION session_changes_after_session_update();
--> statement-breakpoint
CREATE TRIGGER "sessions_changes_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('t', 'token_hash');
--> statement-breakpoint
-- Any update of a user: the session check shows the whole user row.
CREATE TRIGGER "users_session_changes_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('u', 'id');
--> statement-breakpoint
CREATE TRIGGER "users_session_changes_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('u', 'id');
--> statement-breakpoint
-- A role's name or rights are in every cached row of its holders; roles are few and change rarely.
CREATE TRIGGER "roles_session_changes_update" AFTER UPDATE ON "roles" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('*', 'id');
--> statement-breakpoint
CREATE TRIGGER "roles_session_changes_delete" AFTER DELETE ON "roles" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('*', 'id');
--> statement-breakpoint
CREATE TRIGGER "companies_session_changes_update" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'id');
--> statement-breakpoint
CREATE TRIGGER "companies_session_changes_delete" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'id');
--> statement-breakpoint
CREATE TRIGGER "budget_groups_session_changes_update" AFTER UPDATE ON "budget_groups"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "budget_groups_session_changes_delete" AFTER DELETE ON "budget_groups"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
-- A new Personio connection or company sign-in changes what the check shows, so inserts count too.
CREATE TRIGGER "personio_configs_session_changes_insert" AFTER INSERT ON "personio_configs"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "personio_configs_session_changes_update" AFTER UPDATE ON "personio_configs"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "personio_configs_session_changes_delete" AFTER DELETE ON "personio_configs"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "company_sso_configs_session_changes_insert" AFTER INSERT ON "company_sso_configs"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "company_sso_configs_session_changes_update" AFTER UPDATE ON "company_sso_configs"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "company_sso_configs_session_changes_delete" AFTER DELETE ON "company_sso_configs"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows('c', 'company_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_changes_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_truncate();
--> statement-breakpoint
CREATE TRIGGER "users_session_changes_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_truncate();
--> statement-breakpoint
CREATE TRIGGER "roles_session_changes_truncate" AFTER TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_truncate();
--> statement-breakpoint
CREATE TRIGGER "companies_session_changes_truncate" AFTER TRUNCATE ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_truncate();
