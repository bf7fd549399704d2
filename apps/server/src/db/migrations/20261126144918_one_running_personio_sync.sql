-- Syncs started side by side before this index existed: all but the latest of a company end as failed.
UPDATE "personio_sync_runs" SET "status" = 'FAILED', "finished_at" = now(), "error" = 'Another sync of the company ran at the same time.'
WHERE "kind" = 'APPLY' AND "status" = 'RUNNING' AND "id" NOT IN (
  SELECT DISTINCT ON ("company_id") "id" FROM "personio_sync_runs"
  WHERE "kind" = 'APPLY' AND "status" = 'RUNNING'
  ORDER BY "company_id", "started_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "personio_sync_runs_one_running" ON "personio_sync_runs" USING btree ("company_id") WHERE "personio_sync_runs"."kind" = 'APPLY' and "personio_sync_runs"."status" = 'RUNNING';