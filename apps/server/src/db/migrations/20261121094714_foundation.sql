CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"default_user_type" text DEFAULT 'LIGHT' NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"country" text DEFAULT 'DE' NOT NULL,
	"is_trial_account" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"is_personio_active" boolean DEFAULT false NOT NULL,
	"reseller" text,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"style" jsonb,
	"reopen_window_days" integer DEFAULT 14 NOT NULL,
	CONSTRAINT "companies_default_user_type_check" CHECK ("companies"."default_user_type" in ('LIGHT', 'PROFESSIONAL')),
	CONSTRAINT "companies_default_language_check" CHECK ("companies"."default_language" in ('en', 'de')),
	CONSTRAINT "companies_currency_check" CHECK ("companies"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rights" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "budget_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"budget" numeric(12, 2) NOT NULL,
	"overflow_interval" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"company_mobility_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"company_net_wage_mobility_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"abroad_company_net_wage_mobility_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"private_mobility_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"private_net_wage_mobility_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"abroad_private_net_wage_mobility_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"personal_number" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"user_type" text DEFAULT 'LIGHT' NOT NULL,
	"timezone" text DEFAULT 'Europe/Berlin' NOT NULL,
	"culture" text DEFAULT 'en' NOT NULL,
	"budget_group_id" uuid,
	"monthly_budget" numeric(12, 2),
	"budget_overflow_starts" date,
	"company_mobility_budget" numeric(12, 2),
	"company_mobility_description" text,
	"company_mobility_type" text,
	"detach_company_mobility_budget" boolean DEFAULT false NOT NULL,
	"allowed_expense_origins" text[],
	"only_external_authentication" boolean DEFAULT false NOT NULL,
	"m_login_id" text,
	"home_charging" text,
	"is_trial" boolean DEFAULT false NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"is_support_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"register_date" timestamp with time zone,
	"invited_date" timestamp with time zone,
	"invitation_sent_date" timestamp with time zone,
	"deactivation_date" date,
	"deactivation_reason" text,
	"deactivation_comment" text,
	"scheduled_invitation_date" date,
	"scheduled_deactivation_date" date,
	"scheduled_reactivation_date" date,
	"additional_salary_information" text,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('CREATED', 'INVITED', 'ACTIVE', 'DEACTIVATED')),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('LIGHT', 'PROFESSIONAL')),
	CONSTRAINT "users_culture_check" CHECK ("users"."culture" in ('en', 'de'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"impersonator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_groups" ADD CONSTRAINT "budget_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_budget_group_id_budget_groups_id_fk" FOREIGN KEY ("budget_group_id") REFERENCES "public"."budget_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_groups_company_idx" ON "budget_groups" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_budget_group_idx" ON "users" USING btree ("budget_group_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_events_company_created_idx" ON "audit_events" USING btree ("company_id","created_at");