CREATE TABLE "company_receipt_less_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"allowed" boolean NOT NULL,
	"limit_per_expense" numeric(12, 2) NOT NULL,
	"limit_per_month" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "company_receipt_less_limits_check" CHECK ("company_receipt_less_settings"."limit_per_expense" > 0 and "company_receipt_less_settings"."limit_per_month" >= "company_receipt_less_settings"."limit_per_expense")
);
--> statement-breakpoint
CREATE TABLE "receipt_less_declarations" (
	"expense_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"what" text NOT NULL,
	"place" text NOT NULL,
	"reason" text NOT NULL,
	"assured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "receipt_less" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_receipt_less_settings" ADD CONSTRAINT "company_receipt_less_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_less_declarations" ADD CONSTRAINT "receipt_less_declarations_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_less_declarations" ADD CONSTRAINT "receipt_less_declarations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_less_declarations" ADD CONSTRAINT "receipt_less_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_less_declarations_user_idx" ON "receipt_less_declarations" USING btree ("company_id","user_id");