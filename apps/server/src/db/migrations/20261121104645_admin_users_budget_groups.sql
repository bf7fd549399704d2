CREATE TABLE "tax_buckets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tax_budget_type" text NOT NULL,
	"wage_name" text NOT NULL,
	"value" text,
	"bs_nr" integer DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"infty_sap_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_buckets_type_check" CHECK ("tax_buckets"."tax_budget_type" in ('TAX_FREE', 'FLAT_15', 'TAXABLE', 'TAX13')),
	CONSTRAINT "tax_buckets_bs_nr_check" CHECK ("tax_buckets"."bs_nr" in (2, 3))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "package" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "scheduled_reactivation_scope" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_budget_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_buckets" ADD CONSTRAINT "tax_buckets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_buckets_company_type_unique" ON "tax_buckets" USING btree ("company_id","tax_budget_type");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_package_check" CHECK ("companies"."package" in ('STANDARD', 'UNLIMITED'));