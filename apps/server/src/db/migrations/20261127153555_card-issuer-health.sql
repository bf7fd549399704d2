CREATE TABLE "card_issuer_health" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_code" text,
	"last_failure_operation" text,
	CONSTRAINT "card_issuer_health_failure_check" CHECK (("card_issuer_health"."last_failure_at" is null) = ("card_issuer_health"."last_failure_code" is null) and ("card_issuer_health"."last_failure_at" is null) = ("card_issuer_health"."last_failure_operation" is null))
);
--> statement-breakpoint
ALTER TABLE "card_issuer_health" ADD CONSTRAINT "card_issuer_health_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;