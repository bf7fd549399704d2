ALTER TABLE "payroll_lines" DROP CONSTRAINT "payroll_lines_category_check";--> statement-breakpoint
ALTER TABLE "payroll_lines" DROP CONSTRAINT "payroll_lines_source_check";--> statement-breakpoint
ALTER TABLE "card_programmes" ADD COLUMN "sachbezug_wage_type_number" integer;--> statement-breakpoint
ALTER TABLE "card_programmes" ADD COLUMN "flat37b_wage_type_number" integer;--> statement-breakpoint
ALTER TABLE "card_programmes" ADD COLUMN "taxable_wage_type_number" integer;--> statement-breakpoint
ALTER TABLE "card_programmes" ADD CONSTRAINT "card_programmes_wage_types_check" CHECK (coalesce("card_programmes"."sachbezug_wage_type_number", 1) between 1 and 9999 and coalesce("card_programmes"."flat37b_wage_type_number", 1) between 1 and 9999 and coalesce("card_programmes"."taxable_wage_type_number", 1) between 1 and 9999);--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_category_check" CHECK ("payroll_lines"."category" in ('TAX_FREE', 'FLAT_15', 'TAXABLE', 'FLAT_25', 'NET_DEDUCTION', 'SACHBEZUG', 'FLAT_37B'));--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD CONSTRAINT "payroll_lines_source_check" CHECK ("payroll_lines"."source" in ('MOBILITY_BUDGET', 'GERMANY_TICKET', 'HOME_CHARGING', 'MOBILITY_CARD'));