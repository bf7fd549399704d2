CREATE TABLE "card_allowed_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"merchant_category_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"merchant_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "card_allowed_lists_name_unique" UNIQUE("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "card_authorisations" (
	"transaction_swan_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"card_swan_id" text NOT NULL,
	"accepted" boolean NOT NULL,
	"reason" text NOT NULL,
	"amount" numeric(12, 2),
	"merchant_name" text DEFAULT '' NOT NULL,
	"merchant_category_code" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax_treatment" text NOT NULL,
	"limited_to_mobility" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_loads_card_plan_month_unique" UNIQUE("card_id","plan_id","month"),
	CONSTRAINT "card_loads_month_check" CHECK ("card_loads"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "card_loads_amount_check" CHECK ("card_loads"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_payout_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"monthly_amount" numeric(12, 2) NOT NULL,
	"load_day" integer DEFAULT 1 NOT NULL,
	"carry_over" boolean DEFAULT false NOT NULL,
	"tax_treatment" text NOT NULL,
	"allowed_list_id" uuid,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"budget_group_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "card_payout_plans_name_unique" UNIQUE("company_id","name"),
	CONSTRAINT "card_payout_plans_tax_treatment_check" CHECK ("card_payout_plans"."tax_treatment" in ('SACHBEZUG', 'FLAT_37B', 'TAXABLE')),
	CONSTRAINT "card_payout_plans_amount_check" CHECK ("card_payout_plans"."monthly_amount" > 0),
	CONSTRAINT "card_payout_plans_load_day_check" CHECK ("card_payout_plans"."load_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "card_programmes" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"payment_control_fail_mode" text DEFAULT 'CLOSED' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "card_programmes_fail_mode_check" CHECK ("card_programmes"."payment_control_fail_mode" in ('CLOSED', 'OPEN'))
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"swan_id" text NOT NULL,
	"transaction_date" timestamp with time zone NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"merchant_name" text NOT NULL,
	"merchant_category_code" text NOT NULL,
	"status" text NOT NULL,
	"decision_reason" text,
	"salary_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_transactions_swan_id_unique" UNIQUE("swan_id"),
	CONSTRAINT "card_transactions_status_check" CHECK ("card_transactions"."status" in ('AUTHORISED', 'BOOKED', 'RELEASED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "card_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"swan_id" text NOT NULL,
	"category" text DEFAULT 'VIRTUAL' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "cards_swan_id_unique" UNIQUE("swan_id"),
	CONSTRAINT "cards_status_check" CHECK ("cards"."status" in ('PROCESSING', 'ENABLED', 'BLOCKED', 'CANCELED')),
	CONSTRAINT "cards_category_check" CHECK ("cards"."category" in ('VIRTUAL', 'PHYSICAL'))
);
--> statement-breakpoint
ALTER TABLE "card_memberships" ADD COLUMN "swan_id" text;--> statement-breakpoint
ALTER TABLE "card_allowed_lists" ADD CONSTRAINT "card_allowed_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_authorisations" ADD CONSTRAINT "card_authorisations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_loads" ADD CONSTRAINT "card_loads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_loads" ADD CONSTRAINT "card_loads_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_loads" ADD CONSTRAINT "card_loads_plan_id_card_payout_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."card_payout_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payout_plans" ADD CONSTRAINT "card_payout_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payout_plans" ADD CONSTRAINT "card_payout_plans_allowed_list_id_card_allowed_lists_id_fk" FOREIGN KEY ("allowed_list_id") REFERENCES "public"."card_allowed_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_programmes" ADD CONSTRAINT "card_programmes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_membership_id_card_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."card_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_transactions_company_card_idx" ON "card_transactions" USING btree ("company_id","card_id","transaction_date");--> statement-breakpoint
CREATE INDEX "cards_company_user_idx" ON "cards" USING btree ("company_id","user_id");--> statement-breakpoint
ALTER TABLE "card_memberships" ADD CONSTRAINT "card_memberships_swan_id_unique" UNIQUE("swan_id");