ALTER TABLE "companies" ADD COLUMN "alphanumeric_personal_numbers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "default_working_days" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "commute_distance_km" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "working_days_per_month" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_working_days_check" CHECK ("companies"."default_working_days" between 0 and 31);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commute_distance_km_check" CHECK ("users"."commute_distance_km" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_working_days_per_month_check" CHECK ("users"."working_days_per_month" between 0 and 31);