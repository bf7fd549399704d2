CREATE TABLE "payroll_budget_months" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"period_string" text NOT NULL,
	"user_id" uuid NOT NULL,
	"monthly_budget" numeric(12, 2),
	"overflow" numeric(12, 2) NOT NULL,
	"deductions" numeric(12, 2) NOT NULL,
	"correction" numeric(12, 2) NOT NULL,
	"available" numeric(12, 2) NOT NULL,
	"billable" numeric(12, 2) NOT NULL,
	"reimbursed" numeric(12, 2) NOT NULL,
	"exceeded" numeric(12, 2) NOT NULL,
	"remaining" numeric(12, 2) NOT NULL,
	"commute_distance_km" integer,
	"working_days" integer,
	"flat_allowance" numeric(12, 2),
	"flat_reimbursed" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_expense_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"expense_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"trip_to_work" boolean NOT NULL,
	"origin" text NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"original_cost" numeric(12, 2),
	"original_currency" text NOT NULL,
	"is_checked" boolean NOT NULL,
	"is_marked" boolean NOT NULL,
	"category" text NOT NULL,
	"reimbursed" numeric(12, 2) NOT NULL,
	"taxable_excess" numeric(12, 2) NOT NULL,
	"wage_type_number" integer,
	"bs_nr" integer NOT NULL,
	CONSTRAINT "payroll_expense_results_category_check" CHECK ("payroll_expense_results"."category" in ('TAX_FREE', 'FLAT_15', 'TAXABLE'))
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"period_string" text NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text DEFAULT 'MOBILITY_BUDGET' NOT NULL,
	"category" text NOT NULL,
	"wage_type_number" integer,
	"bs_nr" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "payroll_lines_category_check" CHECK ("payroll_lines"."category" in ('TAX_FREE', 'FLAT_15', 'TAXABLE'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "alphanumeric_personal_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_working_days" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commute_distance_km" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "working_days_per_month" integer;--> statement-breakpoint
ALTER TABLE "payroll_budget_months" ADD CONSTRAINT "payroll_budget_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_budget_months" ADD CONSTRAINT "payroll_budget_months_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_expense_results" ADD CONSTRAINT "payroll_expense_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_expense_results" ADD CONSTRAINT "payroll_expense_results_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_budget_months_period_user_unique" ON "payroll_budget_months" USING btree ("period_id","user_id");--> statement-breakpoint
CREATE INDEX "payroll_budget_months_company_user_idx" ON "payroll_budget_months" USING btree ("company_id","user_id","period_string");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_expense_results_period_expense_unique" ON "payroll_expense_results" USING btree ("period_id","expense_id");--> statement-breakpoint
CREATE INDEX "payroll_expense_results_company_period_idx" ON "payroll_expense_results" USING btree ("company_id","period_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_lines_period_user_source_category_unique" ON "payroll_lines" USING btree ("period_id","user_id","source","category");--> statement-breakpoint
CREATE INDEX "payroll_lines_company_period_idx" ON "payroll_lines" USING btree ("company_id","period_string");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_working_days_check" CHECK ("companies"."default_working_days" between 0 and 31);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commute_distance_km_check" CHECK ("users"."commute_distance_km" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_working_days_per_month_check" CHECK ("users"."working_days_per_month" between 0 and 31);