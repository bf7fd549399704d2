CREATE TABLE "company_licences" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"benefit" text,
	"card" boolean DEFAULT false NOT NULL,
	"germany_ticket" text,
	"home_charging" boolean DEFAULT false NOT NULL,
	"deals" boolean DEFAULT false NOT NULL,
	"personio" boolean DEFAULT false NOT NULL,
	"cut_off_date" date,
	"churn_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_licences_benefit_check" CHECK ("company_licences"."benefit" in ('LIGHT', 'PROFESSIONAL')),
	CONSTRAINT "company_licences_germany_ticket_check" CHECK ("company_licences"."germany_ticket" in ('LIMITED', 'FULL'))
);
--> statement-breakpoint
ALTER TABLE "company_licences" ADD CONSTRAINT "company_licences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;