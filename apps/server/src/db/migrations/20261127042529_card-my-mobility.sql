ALTER TABLE "card_programmes" ADD COLUMN "receipts_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "receipt_file_key" text;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "receipt_file_name" text;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "receipt_mime_type" text;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "receipt_size" integer;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD COLUMN "receipt_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "masked_number" text;