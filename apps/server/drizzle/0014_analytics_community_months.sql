CREATE TABLE "analytics_community_option_months" (
	"corporate_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"created_month" date NOT NULL,
	"status" text NOT NULL,
	"contract_type_id" integer,
	"bought" boolean NOT NULL,
	"decided" boolean NOT NULL,
	"days" integer,
	"reports" integer NOT NULL,
	CONSTRAINT "analytics_community_option_months_key" UNIQUE NULLS NOT DISTINCT("corporate_id","created_month","community_id","status","contract_type_id","bought","decided","days")
);
--> statement-breakpoint
CREATE TABLE "analytics_community_report_months" (
	"corporate_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"created_month" date NOT NULL,
	"status" text NOT NULL,
	"response" text,
	"decision_month" date,
	"no_choice" text,
	"is_magic" boolean NOT NULL,
	"has_pdf" boolean NOT NULL,
	"reports" integer NOT NULL,
	"decision_days" bigint NOT NULL,
	CONSTRAINT "analytics_community_report_months_key" UNIQUE NULLS NOT DISTINCT("corporate_id","created_month","community_id","status","response","decision_month","no_choice","is_magic","has_pdf")
);
--> statement-breakpoint
ALTER TABLE "analytics_community_option_months" ADD CONSTRAINT "analytics_community_option_months_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_community_report_months" ADD CONSTRAINT "analytics_community_report_months_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_community_option_months_community_idx" ON "analytics_community_option_months" USING btree ("corporate_id","community_id");--> statement-breakpoint
CREATE INDEX "analytics_community_report_months_community_idx" ON "analytics_community_report_months" USING btree ("corporate_id","community_id");