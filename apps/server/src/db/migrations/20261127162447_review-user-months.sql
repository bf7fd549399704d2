CREATE TABLE "review_user_months" (
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expense_count" integer DEFAULT 0 NOT NULL,
	"to_review" integer DEFAULT 0 NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "review_user_months_company_id_period_id_user_id_pk" PRIMARY KEY("company_id","period_id","user_id")
);
--> statement-breakpoint
DROP INDEX "expenses_company_period_idx";--> statement-breakpoint
ALTER TABLE "review_user_months" ADD CONSTRAINT "review_user_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_months" ADD CONSTRAINT "review_user_months_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_months" ADD CONSTRAINT "review_user_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_user_months_user_idx" ON "review_user_months" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expenses_company_period_user_idx" ON "expenses" USING btree ("company_id","period_id","user_id");