CREATE TABLE "home_charging_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"source" text NOT NULL,
	"car_kind" text NOT NULL,
	"meter_id" text,
	"start_reading" numeric(11, 2),
	"end_reading" numeric(11, 2),
	"start_reading_date" date,
	"end_reading_date" date,
	"start_photo_key" text,
	"start_photo_name" text,
	"start_photo_mime_type" text,
	"start_photo_size" bigint,
	"start_photo_taken_on" date,
	"end_photo_key" text,
	"end_photo_name" text,
	"end_photo_mime_type" text,
	"end_photo_size" bigint,
	"end_photo_taken_on" date,
	"sessions" jsonb,
	"kwh" numeric(11, 2) NOT NULL,
	"price_source" text NOT NULL,
	"contract_id" uuid,
	"cents_per_kwh" numeric(5, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reject_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "home_charging_activities_status_check" CHECK ("home_charging_activities"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "home_charging_activities_source_check" CHECK ("home_charging_activities"."source" in ('READINGS', 'WALLBOX_CSV')),
	CONSTRAINT "home_charging_activities_car_kind_check" CHECK ("home_charging_activities"."car_kind" in ('COMPANY', 'OWN')),
	CONSTRAINT "home_charging_activities_price_source_check" CHECK ("home_charging_activities"."price_source" in ('AVERAGE', 'CONTRACT', 'DYNAMIC')),
	CONSTRAINT "home_charging_activities_month_check" CHECK ("home_charging_activities"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "home_charging_activities_kwh_check" CHECK ("home_charging_activities"."kwh" >= 0),
	CONSTRAINT "home_charging_activities_amount_check" CHECK ("home_charging_activities"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home_charging_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"supplier" text NOT NULL,
	"cents_per_kwh" numeric(5, 2),
	"valid_from" date NOT NULL,
	"valid_until" date,
	"proof_file_key" text,
	"proof_file_name" text,
	"proof_file_mime_type" text,
	"proof_file_size" bigint,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reject_reason" text,
	"reminder_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "home_charging_contracts_status_check" CHECK ("home_charging_contracts"."status" in ('SUBMITTED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "home_charging_contracts_price_check" CHECK ("home_charging_contracts"."cents_per_kwh" is null or ("home_charging_contracts"."cents_per_kwh" > 0 and "home_charging_contracts"."cents_per_kwh" <= 100)),
	CONSTRAINT "home_charging_contracts_range_check" CHECK ("home_charging_contracts"."valid_until" is null or "home_charging_contracts"."valid_until" >= "home_charging_contracts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "home_charging_enrolments" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"car_kind" text NOT NULL,
	"vehicle" text NOT NULL,
	"battery_kwh" integer NOT NULL,
	"meter_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "home_charging_enrolments_car_kind_check" CHECK ("home_charging_enrolments"."car_kind" in ('COMPANY', 'OWN')),
	CONSTRAINT "home_charging_enrolments_vehicle_check" CHECK ("home_charging_enrolments"."vehicle" in ('ELECTRIC', 'HYBRID')),
	CONSTRAINT "home_charging_enrolments_battery_check" CHECK ("home_charging_enrolments"."battery_kwh" between 5 and 250)
);
--> statement-breakpoint
CREATE TABLE "home_charging_pricing_methods" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"method" text NOT NULL,
	CONSTRAINT "home_charging_pricing_methods_user_id_year_pk" PRIMARY KEY("user_id","year"),
	CONSTRAINT "home_charging_pricing_methods_method_check" CHECK ("home_charging_pricing_methods"."method" in ('CONTRACT', 'AVERAGE'))
);
--> statement-breakpoint
CREATE TABLE "home_charging_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tax_free_wage_type_number" integer,
	"taxable_wage_type_number" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_lines" DROP CONSTRAINT "payroll_lines_source_check";--> statement-breakpoint
ALTER TABLE "home_charging_activities" ADD CONSTRAINT "home_charging_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_activities" ADD CONSTRAINT "home_charging_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_activities" ADD CONSTRAINT "home_charging_activities_contract_id_home_charging_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."home_charging_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_contracts" ADD CONSTRAINT "home_charging_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_contracts" ADD CONSTRAINT "home_charging_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_enrolments" ADD CONSTRAINT "home_charging_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_enrolments" ADD CONSTRAINT "home_charging_enrolments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_pricing_methods" ADD CONSTRAINT "home_charging_pricing_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_pricing_methods" ADD CONSTRAINT "home_charging_pricing_methods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_charging_settings" ADD CONSTRAINT "home_charging_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_charging_activities_one_per_month" ON "home_charging_activities" USING btree ("user_id","month") WHERE "home_charging_activities"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "home_charging_activities_company_idx" ON "home_charging_activities" USING btree ("company_id","month","status");--> statement-breakpoint
CREATE INDEX "home_charging_contracts_company_idx" ON "home_charging_contracts" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "home_charging_contracts_user_idx" ON "home_charging_contracts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "home_charging_enrolments_company_idx" ON "home_charging_enrolments" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_source_check" CHECK ("payroll_lines"."source" in ('MOBILITY_BUDGET', 'GERMANY_TICKET', 'HOME_CHARGING'));