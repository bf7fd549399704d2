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
CREATE TRIGGER "sessions_session_changes_update" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION session_changes_after_session_update();
--> statement-breakpoint
-- The statement-level triggers, one per table and event (a trigger with a transition table has
-- one event): the table, the event, the payload's kind and the column that names the key.
-- Any update of a user counts (the session check shows the whole user row); a role's name or
-- rights are in every kept row of its holders, and roles are few, so a role forgets all ('*');
-- a new Personio connection or company sign-in changes what the check shows, so inserts count.
DO $$
DECLARE
  t record;
  truncated text;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('sessions', 'DELETE', 't', 'token_hash'),
    ('users', 'UPDATE', 'u', 'id'),
    ('users', 'DELETE', 'u', 'id'),
    ('roles', 'UPDATE', '*', 'id'),
    ('roles', 'DELETE', '*', 'id'),
    ('companies', 'UPDATE', 'c', 'id'),
    ('companies', 'DELETE', 'c', 'id'),
    ('budget_groups', 'UPDATE', 'c', 'company_id'),
    ('budget_groups', 'DELETE', 'c', 'company_id'),
    ('personio_configs', 'INSERT', 'c', 'company_id'),
    ('personio_configs', 'UPDATE', 'c', 'company_id'),
    ('personio_configs', 'DELETE', 'c', 'company_id'),
    ('company_sso_configs', 'INSERT', 'c', 'company_id'),
    ('company_sso_configs', 'UPDATE', 'c', 'company_id'),
    ('company_sso_configs', 'DELETE', 'c', 'company_id')
  ) AS rows(tbl, event, kind, key) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_rows(%L, %L)',
      t.tbl || '_session_changes_' || lower(t.event), t.event, t.tbl,
      CASE t.event WHEN 'INSERT' THEN 'NEW' ELSE 'OLD' END, t.kind, t.key);
  END LOOP;
  FOREACH truncated IN ARRAY ARRAY['sessions', 'users', 'roles', 'companies'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION session_changes_after_truncate()',
      truncated || '_session_changes_truncate', truncated);
  END LOOP;
END;
$$;
