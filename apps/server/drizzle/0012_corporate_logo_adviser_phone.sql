CREATE TABLE "corporate_logos" (
	"corporate_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "corporate_logos" ADD CONSTRAINT "corporate_logos_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;