ALTER TABLE "receipt_readings" ADD COLUMN "status" text DEFAULT 'READ' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD COLUMN "unreadable_reason" text;--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD COLUMN "engine_version" text;--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD CONSTRAINT "receipt_readings_status_check" CHECK ("receipt_readings"."status" in ('READ', 'UNREADABLE'));--> statement-breakpoint
ALTER TABLE "receipt_readings" ADD CONSTRAINT "receipt_readings_reason_check" CHECK (("receipt_readings"."status" = 'READ') = ("receipt_readings"."unreadable_reason" is null));