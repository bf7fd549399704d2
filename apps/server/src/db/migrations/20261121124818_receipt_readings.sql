CREATE TABLE "receipt_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"total_amount" numeric(12, 2),
	"invoice_date" date,
	"currency" text,
	"invoice_number" text,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD CONSTRAINT "receipt_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD CONSTRAINT "receipt_readings_file_id_expense_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."expense_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_readings_file_unique" ON "receipt_readings" USING btree ("file_id");