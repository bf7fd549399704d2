CREATE TABLE "company_reminder_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"reminders_enabled" boolean NOT NULL,
	"submission_deadline_day" integer NOT NULL,
	"days_before_deadline" integer NOT NULL,
	"review_waiting_days" integer NOT NULL,
	"import_waiting_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_reminder_settings_deadline_day_check" CHECK ("company_reminder_settings"."submission_deadline_day" between 1 and 28),
	CONSTRAINT "company_reminder_settings_days_before_check" CHECK ("company_reminder_settings"."days_before_deadline" between 1 and 31),
	CONSTRAINT "company_reminder_settings_review_days_check" CHECK ("company_reminder_settings"."review_waiting_days" between 1 and 60),
	CONSTRAINT "company_reminder_settings_import_days_check" CHECK ("company_reminder_settings"."import_waiting_days" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"subject_key" text NOT NULL,
	"digest_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "sent_reminders_cause_check" CHECK ("sent_reminders"."cause" in ('DRAFTS_BEFORE_DEADLINE', 'BUDGET_EXPIRING', 'EXPENSE_REJECTED', 'EXPENSE_MARKED', 'REVIEW_WAITING', 'MONTH_CLOSABLE', 'MONTH_INVOICEABLE', 'EXPORT_NOT_IMPORTED', 'DIGEST'))
);
--> statement-breakpoint
CREATE TABLE "user_reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"reminders_enabled" boolean NOT NULL,
	"digest" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_reminder_settings" ADD CONSTRAINT "company_reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminder_settings" ADD CONSTRAINT "user_reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminder_settings" ADD CONSTRAINT "user_reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_once" ON "sent_reminders" USING btree ("user_id","cause","subject_key");--> statement-breakpoint
CREATE INDEX "sent_reminders_company_idx" ON "sent_reminders" USING btree ("company_id","sent_at");