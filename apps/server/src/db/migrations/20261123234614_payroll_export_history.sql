ALTER TABLE "downloads" ADD COLUMN "kind" text DEFAULT 'FULL' NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "payroll_month" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "import_status" text;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "imported_by" uuid;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_kind_check" CHECK ("downloads"."kind" in ('FULL', 'CORRECTIONS'));--> statement-breakpoint
ALTER TABLE "downloads" ADD CONSTRAINT "downloads_import_status_check" CHECK ("downloads"."import_status" in ('EXPORTED', 'IMPORTED'));