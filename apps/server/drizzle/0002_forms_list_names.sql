ALTER TABLE "form_consumers" ADD COLUMN "client_name" text;--> statement-breakpoint
ALTER TABLE "form_consumers" ADD COLUMN "partner_name" text;--> statement-breakpoint
ALTER TABLE "form_consumers" ADD COLUMN "report_name" text;--> statement-breakpoint
ALTER TABLE "form_consumers" ADD COLUMN "search_text" text;