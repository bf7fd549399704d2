CREATE TABLE "card_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"cards_count" integer DEFAULT 0 NOT NULL,
	"invitation_url" text,
	"id_verification_state" text,
	"verification_link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_memberships_user_unique" UNIQUE("user_id"),
	CONSTRAINT "card_memberships_status_check" CHECK ("card_memberships"."status" in ('INVITED', 'PROMOTION_IN_PROGRESS', 'ACTIVE')),
	CONSTRAINT "card_memberships_id_verification_state_check" CHECK ("card_memberships"."id_verification_state" in ('not_started', 'in_progress', 'verified')),
	CONSTRAINT "card_memberships_cards_count_check" CHECK ("card_memberships"."cards_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "card_memberships" ADD CONSTRAINT "card_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_memberships" ADD CONSTRAINT "card_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;