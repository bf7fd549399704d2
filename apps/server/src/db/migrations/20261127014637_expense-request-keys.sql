CREATE TABLE "expense_request_keys" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "expense_request_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "expense_request_keys_operation_check" CHECK ("expense_request_keys"."operation" in ('create', 'upload'))
);
--> statement-breakpoint
ALTER TABLE "expense_request_keys" ADD CONSTRAINT "expense_request_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_request_keys" ADD CONSTRAINT "expense_request_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;