CREATE TABLE "review_company_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_user_month_summaries" (
	"company_id" uuid NOT NULL,
	"period_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"user_version" bigint NOT NULL,
	"company_version" bigint NOT NULL,
	"summary" json NOT NULL,
	CONSTRAINT "review_user_month_summaries_company_id_period_id_user_id_pk" PRIMARY KEY("company_id","period_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_user_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_company_versions" ADD CONSTRAINT "review_company_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_month_summaries" ADD CONSTRAINT "review_user_month_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_month_summaries" ADD CONSTRAINT "review_user_month_summaries_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_month_summaries" ADD CONSTRAINT "review_user_month_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_versions" ADD CONSTRAINT "review_user_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_user_versions" ADD CONSTRAINT "review_user_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_user_month_summaries_user_idx" ON "review_user_month_summaries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_user_versions_company_idx" ON "review_user_versions" USING btree ("company_id");