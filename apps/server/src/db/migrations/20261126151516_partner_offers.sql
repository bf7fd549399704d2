CREATE TABLE "partner_company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"area_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "partner_offer_companies" (
	"offer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "partner_offer_companies_offer_id_company_id_pk" PRIMARY KEY("offer_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "partner_offer_counts" (
	"offer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_offer_counts_offer_id_company_id_pk" PRIMARY KEY("offer_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "partner_offer_opt_outs" (
	"company_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	CONSTRAINT "partner_offer_opt_outs_company_id_offer_id_pk" PRIMARY KEY("company_id","offer_id")
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner" text NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text NOT NULL,
	"description_en" text NOT NULL,
	"description_de" text NOT NULL,
	"code" text,
	"link" text,
	"image" text,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"category" text NOT NULL,
	"countries" text[] NOT NULL,
	"all_companies" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "partner_offers_category_check" CHECK ("partner_offers"."category" in ('BIKE', 'CAR_SHARING', 'RAIL', 'CHARGING', 'MICROMOBILITY')),
	CONSTRAINT "partner_offers_validity_check" CHECK ("partner_offers"."valid_until" is null or "partner_offers"."valid_until" >= "partner_offers"."valid_from"),
	CONSTRAINT "partner_offers_code_or_link_check" CHECK ("partner_offers"."code" is not null or "partner_offers"."link" is not null),
	CONSTRAINT "partner_offers_link_https_check" CHECK ("partner_offers"."link" is null or "partner_offers"."link" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "partner_company_settings" ADD CONSTRAINT "partner_company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_companies" ADD CONSTRAINT "partner_offer_companies_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_companies" ADD CONSTRAINT "partner_offer_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_counts" ADD CONSTRAINT "partner_offer_counts_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_counts" ADD CONSTRAINT "partner_offer_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_opt_outs" ADD CONSTRAINT "partner_offer_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offer_opt_outs" ADD CONSTRAINT "partner_offer_opt_outs_offer_id_partner_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."partner_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_offer_companies_company_idx" ON "partner_offer_companies" USING btree ("company_id");