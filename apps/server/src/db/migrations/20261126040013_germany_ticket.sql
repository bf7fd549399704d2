CREATE TABLE "germany_ticket_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"start_month" text NOT NULL,
	"end_month" text,
	"date_of_birth" date,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"activated_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ticket_number" text,
	"ticket_file_key" text,
	"ticket_file_name" text,
	"ticket_file_mime_type" text,
	"ticket_file_size" bigint,
	CONSTRAINT "germany_ticket_bookings_status_check" CHECK ("germany_ticket_bookings"."status" in ('REQUESTED', 'ORDERED', 'ACTIVE', 'CANCELLED', 'DECLINED')),
	CONSTRAINT "germany_ticket_bookings_start_month_check" CHECK ("germany_ticket_bookings"."start_month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "germany_ticket_expenses" (
	"booking_id" uuid NOT NULL,
	"month" text NOT NULL,
	"company_id" uuid NOT NULL,
	"expense_id" uuid
);
--> statement-breakpoint
CREATE TABLE "germany_ticket_offers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"subsidy_kind" text DEFAULT 'PERCENT' NOT NULL,
	"subsidy_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"subsidy_percent" integer DEFAULT 25 NOT NULL,
	"tax_treatment" text DEFAULT 'TAX_FREE' NOT NULL,
	"paid_from_budget" boolean DEFAULT false NOT NULL,
	"eligibility" text DEFAULT 'EVERYONE' NOT NULL,
	"order_deadline_day" integer DEFAULT 15 NOT NULL,
	"requires_date_of_birth" boolean DEFAULT false NOT NULL,
	"subsidy_wage_type_number" integer,
	"share_wage_type_number" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "germany_ticket_offers_subsidy_kind_check" CHECK ("germany_ticket_offers"."subsidy_kind" in ('AMOUNT', 'PERCENT')),
	CONSTRAINT "germany_ticket_offers_tax_treatment_check" CHECK ("germany_ticket_offers"."tax_treatment" in ('TAX_FREE', 'FLAT_25')),
	CONSTRAINT "germany_ticket_offers_eligibility_check" CHECK ("germany_ticket_offers"."eligibility" in ('EVERYONE', 'WITHOUT_BUDGET_GROUP')),
	CONSTRAINT "germany_ticket_offers_percent_check" CHECK ("germany_ticket_offers"."subsidy_percent" between 0 and 100),
	CONSTRAINT "germany_ticket_offers_amount_check" CHECK ("germany_ticket_offers"."subsidy_amount" >= 0),
	CONSTRAINT "germany_ticket_offers_deadline_check" CHECK ("germany_ticket_offers"."order_deadline_day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "payroll_lines" DROP CONSTRAINT "payroll_lines_category_check";--> statement-breakpoint
ALTER TABLE "germany_ticket_bookings" ADD CONSTRAINT "germany_ticket_bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "germany_ticket_bookings" ADD CONSTRAINT "germany_ticket_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "germany_ticket_expenses" ADD CONSTRAINT "germany_ticket_expenses_booking_id_germany_ticket_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."germany_ticket_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "germany_ticket_expenses" ADD CONSTRAINT "germany_ticket_expenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "germany_ticket_expenses" ADD CONSTRAINT "germany_ticket_expenses_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "germany_ticket_offers" ADD CONSTRAINT "germany_ticket_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "germany_ticket_bookings_one_open_per_user" ON "germany_ticket_bookings" USING btree ("user_id") WHERE "germany_ticket_bookings"."status" in ('REQUESTED', 'ORDERED', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "germany_ticket_bookings_company_idx" ON "germany_ticket_bookings" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "germany_ticket_expenses_booking_month_unique" ON "germany_ticket_expenses" USING btree ("booking_id","month");--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_source_check" CHECK ("payroll_lines"."source" in ('MOBILITY_BUDGET', 'GERMANY_TICKET'));--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_category_check" CHECK ("payroll_lines"."category" in ('TAX_FREE', 'FLAT_15', 'TAXABLE', 'FLAT_25', 'NET_DEDUCTION'));