CREATE TABLE "personio_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"counts" jsonb,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "personio_sync_runs_kind_check" CHECK ("personio_sync_runs"."kind" in ('PREVIEW', 'APPLY')),
	CONSTRAINT "personio_sync_runs_trigger_check" CHECK ("personio_sync_runs"."trigger" in ('MANUAL', 'DAILY')),
	CONSTRAINT "personio_sync_runs_status_check" CHECK ("personio_sync_runs"."status" in ('RUNNING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "personio_configs" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "personio_configs" ADD COLUMN "client_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "personio_configs" ADD COLUMN "personnel_number_attribute" text;--> statement-breakpoint
ALTER TABLE "personio_configs" ADD COLUMN "invitation_mode" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "personio_configs" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personio_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personio_managed_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "personio_sync_runs" ADD CONSTRAINT "personio_sync_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personio_sync_runs_company_idx" ON "personio_sync_runs" USING btree ("company_id","started_at");--> statement-breakpoint
ALTER TABLE "personio_configs" ADD CONSTRAINT "personio_configs_invitation_mode_check" CHECK ("personio_configs"."invitation_mode" in ('NOW', 'HIRE_DATE', 'NONE'));