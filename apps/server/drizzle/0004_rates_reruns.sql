CREATE TABLE "rates_reruns" (
	"id" serial PRIMARY KEY NOT NULL,
	"corporate_id" integer NOT NULL,
	"started_by" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"form_ids" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "rates_reruns_status_check" CHECK ("rates_reruns"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "rates_reruns" ADD CONSTRAINT "rates_reruns_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates_reruns" ADD CONSTRAINT "rates_reruns_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rates_reruns_corporate_idx" ON "rates_reruns" USING btree ("corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_reruns_one_active_key" ON "rates_reruns" USING btree ("corporate_id") WHERE "rates_reruns"."status" in ('queued', 'running');