CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"rate_date" date NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_rate_date_pk" PRIMARY KEY("currency","rate_date"),
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "expense_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "expense_files_mime_check" CHECK ("expense_files"."mime_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"name" text,
	"date" date NOT NULL,
	"status" text DEFAULT 'INCOMPLETE' NOT NULL,
	"trip_to_work" boolean,
	"type" text,
	"origin" text DEFAULT 'HOME' NOT NULL,
	"cost" numeric(12, 2),
	"original_cost" numeric(12, 2),
	"original_currency" text NOT NULL,
	"target_currency" text NOT NULL,
	"exchange_rate" numeric(18, 6),
	"exchange_rate_date" date,
	"description" text,
	"marker_note" text,
	"reject_comment" text,
	"reject_reason_id" uuid,
	"is_checked" boolean DEFAULT false NOT NULL,
	"checker_id" uuid,
	"checked_at" timestamp with time zone,
	"is_marked" boolean DEFAULT false NOT NULL,
	"is_tax_free" boolean DEFAULT false NOT NULL,
	"has_tax_info" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" uuid,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid,
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('INCOMPLETE', 'READY', 'SUBMITTED', 'REJECTED', 'INVOICED')),
	CONSTRAINT "expenses_origin_check" CHECK ("expenses"."origin" in ('HOME', 'ABROAD')),
	CONSTRAINT "expenses_cost_check" CHECK ("expenses"."original_cost" is null or "expenses"."original_cost" >= 0.01)
);
--> statement-breakpoint
CREATE TABLE "periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_string" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_invoiced" boolean DEFAULT false NOT NULL,
	"invoiced_at" timestamp with time zone,
	"tax_status" text DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periods_period_string_check" CHECK ("periods"."period_string" ~ '^[0-9]{4}(0[1-9]|1[0-2])$'),
	CONSTRAINT "periods_tax_status_check" CHECK ("periods"."tax_status" in ('NONE', 'IN_PROGRESS', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "reject_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description_en" text NOT NULL,
	"description_de" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"ranking" integer NOT NULL,
	CONSTRAINT "reject_reasons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "budget_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"correction_amount" numeric(12, 2) NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expense_files" ADD CONSTRAINT "expense_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_files" ADD CONSTRAINT "expense_files_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reject_reason_id_reject_reasons_id_fk" FOREIGN KEY ("reject_reason_id") REFERENCES "public"."reject_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_corrections" ADD CONSTRAINT "budget_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_corrections" ADD CONSTRAINT "budget_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_corrections" ADD CONSTRAINT "budget_corrections_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_deductions" ADD CONSTRAINT "budget_deductions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_deductions" ADD CONSTRAINT "budget_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_deductions" ADD CONSTRAINT "budget_deductions_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_files_expense_idx" ON "expense_files" USING btree ("company_id","expense_id");--> statement-breakpoint
CREATE INDEX "expense_files_sha256_idx" ON "expense_files" USING btree ("company_id","sha256");--> statement-breakpoint
CREATE INDEX "expenses_company_period_idx" ON "expenses" USING btree ("company_id","period_id");--> statement-breakpoint
CREATE INDEX "expenses_user_idx" ON "expenses" USING btree ("company_id","user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_company_period_unique" ON "periods" USING btree ("company_id","period_string");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_corrections_user_period_unique" ON "budget_corrections" USING btree ("user_id","period_id");--> statement-breakpoint
CREATE INDEX "budget_deductions_user_period_idx" ON "budget_deductions" USING btree ("company_id","user_id","period_id");