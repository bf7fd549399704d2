ALTER TABLE "card_loads" DROP CONSTRAINT "card_loads_card_plan_month_unique";--> statement-breakpoint
ALTER TABLE "card_loads" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "card_loads_company_plan_month_idx" ON "card_loads" USING btree ("company_id","plan_id","month");--> statement-breakpoint
ALTER TABLE "card_loads" ADD CONSTRAINT "card_loads_card_month_unique" UNIQUE("card_id","month");