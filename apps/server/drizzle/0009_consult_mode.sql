ALTER TABLE "sessions" ADD COLUMN "consult_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "consult_form_id" integer;