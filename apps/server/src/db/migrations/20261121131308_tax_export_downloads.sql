CREATE TABLE "downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"period_string" text NOT NULL,
	"platform" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size" bigint,
	"error_code" text,
	"error_parameter" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "downloads_status_check" CHECK ("downloads"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "downloads_platform_check" CHECK ("downloads"."platform" in ('excel', 'lodas', 'loug')),
	CONSTRAINT "downloads_progress_check" CHECK ("downloads"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "consultant_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "client_number" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downloads_company_created_idx" ON "downloads" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "downloads_one_running_export" ON "downloads" USING btree ("company_id","period_id","platform") WHERE "downloads"."status" in ('QUEUED', 'RUNNING');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_consultant_number_check" CHECK ("companies"."consultant_number" ~ '^[0-9]{1,7}$');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_client_number_check" CHECK ("companies"."client_number" ~ '^[0-9]{1,5}$');