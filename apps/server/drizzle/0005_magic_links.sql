CREATE TABLE "magic_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"magic_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "magic_links_token_hash_check" CHECK ("magic_links"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "magic_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "magic_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporates" ADD COLUMN "magic_link_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_user_id" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_user_email" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_contract_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_is_configurable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_is_reviewable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_first_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "magic_last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "magic_links" ADD CONSTRAINT "magic_links_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_links" ADD CONSTRAINT "magic_links_magic_user_id_magic_users_id_fk" FOREIGN KEY ("magic_user_id") REFERENCES "public"."magic_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_links" ADD CONSTRAINT "magic_links_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_sessions" ADD CONSTRAINT "magic_sessions_link_id_magic_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."magic_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_users" ADD CONSTRAINT "magic_users_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "magic_links_token_hash_uq" ON "magic_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "magic_links_form_idx" ON "magic_links" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "magic_sessions_link_idx" ON "magic_sessions" USING btree ("link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "magic_users_corporate_email_uq" ON "magic_users" USING btree ("corporate_id","email");