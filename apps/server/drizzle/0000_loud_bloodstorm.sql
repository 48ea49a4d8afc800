CREATE TABLE "corporates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rename_home_security_deposit" text,
	"rename_charge_fees_rent" text,
	"magic_enabled" boolean DEFAULT false NOT NULL,
	"valuation_tool" boolean DEFAULT false NOT NULL,
	"community_licenses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_communities" (
	"user_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	CONSTRAINT "user_communities_user_id_community_id_pk" PRIMARY KEY("user_id","community_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"title" text,
	"state" text DEFAULT 'active' NOT NULL,
	"must_change" boolean DEFAULT false NOT NULL,
	"acg_admin" boolean DEFAULT false NOT NULL,
	"silent_user" boolean DEFAULT false NOT NULL,
	"developer" boolean DEFAULT false NOT NULL,
	"initial_welcome" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_instructions_at" timestamp with time zone,
	"consented_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"corporate_id" integer,
	"ip" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "additional_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"frequency" integer DEFAULT 26 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"name" text NOT NULL,
	"img" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amenities_corporate_name_key" UNIQUE("corporate_id","name")
);
--> statement-breakpoint
CREATE TABLE "charge_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_id" integer NOT NULL,
	"name" text,
	"amount" numeric(12, 2) NOT NULL,
	"frequency" integer DEFAULT 52 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"version_id" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"street_address" text,
	"suburb" text,
	"postcode" text,
	"state" text NOT NULL,
	"rv_or_llc" text DEFAULT 'rv' NOT NULL,
	"owner_type" text,
	"fee_base" text DEFAULT 'values' NOT NULL,
	"fee_rule_frequency" integer,
	"fee_rule_min" numeric(12, 2),
	"fee_rule_max" numeric(12, 2),
	"main_updated" timestamp with time zone,
	"updated_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "communities_rv_or_llc_check" CHECK ("communities"."rv_or_llc" in ('rv', 'llc')),
	CONSTRAINT "communities_fee_base_check" CHECK ("communities"."fee_base" in ('values', 'rule')),
	CONSTRAINT "communities_owner_type_check" CHECK ("communities"."owner_type" is null or "communities"."owner_type" in ('Leasehold', 'Licence', 'Strata', 'Rental'))
);
--> statement-breakpoint
CREATE TABLE "community_amenities" (
	"community_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "community_amenities_community_id_amenity_id_pk" PRIMARY KEY("community_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "community_inclusions" (
	"community_id" integer NOT NULL,
	"inclusion_id" integer NOT NULL,
	CONSTRAINT "community_inclusions_community_id_inclusion_id_pk" PRIMARY KEY("community_id","inclusion_id")
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"name" text NOT NULL,
	"no_auto_add_magic_link" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_types_corporate_name_key" UNIQUE("corporate_id","name")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"contract_type_id" integer NOT NULL,
	"community_id" integer,
	"name" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version_id" integer DEFAULT 1 NOT NULL,
	"versioned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inclusions_corporate_name_key" UNIQUE("corporate_id","name")
);
--> statement-breakpoint
CREATE TABLE "report_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"community_id" integer,
	"name" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "report_contents_scope_name_key" UNIQUE NULLS NOT DISTINCT("corporate_id","community_id","name")
);
--> statement-breakpoint
CREATE TABLE "form_consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_consumers_form_id_unique" UNIQUE("form_id")
);
--> statement-breakpoint
CREATE TABLE "form_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes" "bytea",
	"storage_key" text,
	"error" text,
	CONSTRAINT "form_pdfs_kind_check" CHECK ("form_pdfs"."kind" in ('summary', 'results')),
	CONSTRAINT "form_pdfs_status_check" CHECK ("form_pdfs"."status" in ('queued', 'rendering', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "form_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"uid" text NOT NULL,
	"village_id" integer,
	"contract_id" integer,
	"location" double precision DEFAULT 0 NOT NULL,
	"amenities" double precision DEFAULT 0 NOT NULL,
	"care_support" double precision DEFAULT 0 NOT NULL,
	"lifestyle" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "form_ratings_form_uid_key" UNIQUE("form_id","uid")
);
--> statement-breakpoint
CREATE TABLE "form_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"comparison" jsonb NOT NULL,
	"summary_table" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"as_at" text NOT NULL,
	"parameters_effective" jsonb NOT NULL,
	"input_hash" text NOT NULL,
	"contracts_stamp" text DEFAULT '' NOT NULL,
	"valuations_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_summaries_form_id_unique" UNIQUE("form_id")
);
--> statement-breakpoint
CREATE TABLE "form_villages" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"compare" boolean DEFAULT true NOT NULL,
	"report" boolean DEFAULT true NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_villages_model_check" CHECK ("form_villages"."model_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'NO_PDF' NOT NULL,
	"client_response" text,
	"choice_id" text,
	"decision_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"summary_stale" boolean DEFAULT true NOT NULL,
	"is_magic" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_status_check" CHECK ("forms"."status" in ('NO_PDF', 'WAIT', 'BUY', 'NOTBUY', 'MISSING')),
	CONSTRAINT "forms_client_response_check" CHECK ("forms"."client_response" is null or "forms"."client_response" in ('yes', 'no'))
);
--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_communities" ADD CONSTRAINT "user_communities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_services" ADD CONSTRAINT "additional_services_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_fees" ADD CONSTRAINT "charge_fees_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_amenities" ADD CONSTRAINT "community_amenities_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_amenities" ADD CONSTRAINT "community_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_inclusions" ADD CONSTRAINT "community_inclusions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_inclusions" ADD CONSTRAINT "community_inclusions_inclusion_id_inclusions_id_fk" FOREIGN KEY ("inclusion_id") REFERENCES "public"."inclusions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_types" ADD CONSTRAINT "contract_types_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inclusions" ADD CONSTRAINT "inclusions_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_contents" ADD CONSTRAINT "report_contents_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_contents" ADD CONSTRAINT "report_contents_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_contents" ADD CONSTRAINT "report_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_consumers" ADD CONSTRAINT "form_consumers_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_pdfs" ADD CONSTRAINT "form_pdfs_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_ratings" ADD CONSTRAINT "form_ratings_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_ratings" ADD CONSTRAINT "form_ratings_village_id_form_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."form_villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_summaries" ADD CONSTRAINT "form_summaries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_villages" ADD CONSTRAINT "form_villages_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_corporate_name_uq" ON "roles" USING btree ("corporate_id","name");--> statement-breakpoint
CREATE INDEX "user_communities_community_idx" ON "user_communities" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_corporate_idx" ON "users" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "additional_services_community_idx" ON "additional_services" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "charge_fees_community_idx" ON "charge_fees" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "communities_corporate_idx" ON "communities" USING btree ("corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_default_per_type_key" ON "contracts" USING btree ("contract_type_id") WHERE "contracts"."community_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_community_type_key" ON "contracts" USING btree ("community_id","contract_type_id") WHERE "contracts"."community_id" is not null;--> statement-breakpoint
CREATE INDEX "contracts_corporate_idx" ON "contracts" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "form_pdfs_form_idx" ON "form_pdfs" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_villages_form_idx" ON "form_villages" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "forms_corporate_idx" ON "forms" USING btree ("corporate_id");--> statement-breakpoint
CREATE INDEX "forms_community_idx" ON "forms" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "forms_created_by_idx" ON "forms" USING btree ("created_by");