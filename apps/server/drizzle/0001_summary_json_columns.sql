ALTER TABLE "form_summaries" ALTER COLUMN "comparison" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "form_summaries" ALTER COLUMN "summary_table" SET DATA TYPE json;