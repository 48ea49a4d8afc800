CREATE TABLE "analytics_open_days" (
	"corporate_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"created_month" date NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_day" date NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "analytics_open_days_key" UNIQUE NULLS NOT DISTINCT("corporate_id","created_day","community_id","created_by","status")
);
--> statement-breakpoint
ALTER TABLE "analytics_open_days" ADD CONSTRAINT "analytics_open_days_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_corporate_name_idx" ON "users" USING btree ("corporate_id",(case when "first_name" = '' then "last_name" when "last_name" = '' then "first_name"
    else "first_name" || ' ' || "last_name" end) collate "und-x-icu","id");--> statement-breakpoint
-- Upkeep of analytics_open_days (src/db/schema/analytics.ts), hand-written like 0011 and 0015 (Drizzle has no DDL
-- for functions). Rather than restate 0015's functions, each is renamed and wrapped: the triggers' fold
-- analytics_fold_report now also counts an open report into its day, and analytics_recount also rebuilds and
-- checks the open days. Days are those of ANALYTICS_TIME_ZONE ('Australia/Sydney'), as analytics_month's months.
CREATE FUNCTION analytics_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
$$ SELECT (t AT TIME ZONE 'Australia/Sydney')::date $$;
--> statement-breakpoint
ALTER FUNCTION analytics_fold_report(forms, boolean, integer) RENAME TO analytics_fold_report_months;
--> statement-breakpoint
-- Adds p_sign (+1 / -1) times a report to the month tables, and to analytics_open_days when it is live and open
-- (no response with its time).
CREATE FUNCTION analytics_fold_report(f forms, p_has_pdf boolean, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analytics_fold_report_months(f, p_has_pdf, p_sign);
  IF f.archived_at IS NULL AND (f.client_response IS NULL OR f.decision_at IS NULL) THEN
    INSERT INTO analytics_open_days AS a (corporate_id, community_id, created_by, created_month, created_day, status,
      reports)
    VALUES (f.corporate_id, f.community_id, f.created_by, analytics_month(f.created_at), analytics_day(f.created_at),
      f.status, p_sign)
    ON CONFLICT ON CONSTRAINT analytics_open_days_key DO UPDATE SET reports = a.reports + excluded.reports;
  END IF;
END $$;
--> statement-breakpoint
-- Rebuilds a corporate's open days from its live open reports; answers how many rows (non-zero counts) differed.
CREATE FUNCTION analytics_recount_open_days(p_corporate integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_drift integer;
BEGIN
  CREATE TEMPORARY TABLE analytics_fresh_open_days AS
  SELECT corporate_id, community_id, created_by, analytics_month(created_at) AS created_month,
    analytics_day(created_at) AS created_day, status, count(*)::integer AS reports
  FROM forms
  WHERE corporate_id = p_corporate AND archived_at IS NULL AND (client_response IS NULL OR decision_at IS NULL)
  GROUP BY 1, 2, 3, 4, 5, 6;
  SELECT count(*) INTO v_drift FROM (
    (SELECT corporate_id, community_id, created_by, created_month, created_day, status, reports
     FROM analytics_open_days WHERE corporate_id = p_corporate AND reports <> 0
     EXCEPT ALL SELECT * FROM analytics_fresh_open_days)
    UNION ALL
    (SELECT * FROM analytics_fresh_open_days
     EXCEPT ALL SELECT corporate_id, community_id, created_by, created_month, created_day, status, reports
     FROM analytics_open_days WHERE corporate_id = p_corporate AND reports <> 0)
  ) d;
  DELETE FROM analytics_open_days WHERE corporate_id = p_corporate;
  INSERT INTO analytics_open_days (corporate_id, community_id, created_by, created_month, created_day, status, reports)
  SELECT * FROM analytics_fresh_open_days;
  DROP TABLE analytics_fresh_open_days;
  RETURN v_drift;
END $$;
--> statement-breakpoint
ALTER FUNCTION analytics_recount(integer) RENAME TO analytics_recount_months;
--> statement-breakpoint
-- As before (0015: the four month tables), plus the open days: the rows that differed over the five tables.
CREATE FUNCTION analytics_recount(p_corporate integer) RETURNS integer LANGUAGE sql AS
$$ SELECT analytics_recount_months(p_corporate) + analytics_recount_open_days(p_corporate) $$;
--> statement-breakpoint
SELECT analytics_recount_open_days(id) FROM corporates;
