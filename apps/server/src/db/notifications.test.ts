import { describe, expect, it } from 'vitest';
import { mayNotify } from './notifications';

describe('which statements may make the session triggers notify', () => {
  it.each([
    ['delete from "sessions" where "sessions"."token_hash" = $1'],
    ['update "users" set "status" = $1 where "users"."id" = $2'],
    ['insert into "personio_configs" ("company_id") values ($1)'],
    ['update "roles" set "rights" = $1'],
    ['with gone as (delete from "users" where "id" = $1 returning "id") select count(*) from gone'],
    ['UPDATE public.companies SET name = $1 WHERE id = $2'],
    ['truncate table "sessions"'],
    ['update "sessions" set "selected_company_id" = $1 where "token_hash" = $2'],
  ])('%s may', (text) => {
    expect(mayNotify(text)).toBe(true);
  });

  it.each([
    ['select "id" from "users" where "id" = $1'],
    ['update "sessions" set "last_seen_at" = $1 where ("sessions"."company_id" = $2 and "sessions"."token_hash" = $3)'],
    ['insert into "expenses" ("user_id") select "id" from "users" where "id" = $1'],
    ['with moved as (update "expenses" set "status" = $1 from "users" where "users"."id" = $2 returning 1) select 1'],
    ['delete from "review_user_month_summaries" where "company_id" = $1'],
    ['begin'],
    ['commit'],
  ])('%s does not', (text) => {
    expect(mayNotify(text)).toBe(false);
  });
});
