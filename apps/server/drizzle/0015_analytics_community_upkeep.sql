-- The per-community pre-aggregates (ADR 0014; tables of 0014, src/db/schema/analytics.ts): analytics_report_months
-- and analytics_option_months summed over creators, for the callers and filters that need no creator. Hand-written
-- like 0011 (Drizzle has no DDL for functions): the fold functions 0011's triggers call now write both grains in the
-- same statement, and analytics_recount rebuilds and checks both. The triggers themselves are unchanged.
CREATE OR REPLACE FUNCTION analytics_fold_report(f forms, p_has_pdf boolean, p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_decided boolean := f.client_response IS NOT NULL AND f.decision_at IS NOT NULL;
  v_month date := analytics_month(f.created_at);
  v_response text := CASE WHEN v_decided THEN f.client_response END;
  v_decision_month date := CASE WHEN v_decided THEN analytics_month(f.decision_at) END;
  v_no_choice text := CASE WHEN v_decided AND f.client_response = 'no' THEN f.choice_id END;
  v_days bigint := CASE WHEN v_decided THEN p_sign * analytics_days(f.created_at, f.decision_at) ELSE 0 END;
BEGIN
  IF f.archived_at IS NOT NULL THEN RETURN; END IF;
  INSERT INTO analytics_report_months AS a (corporate_id, community_id, created_by, created_month, status, response,
    decision_month, no_choice, is_magic, has_pdf, reports, decision_days)
  VALUES (f.corporate_id, f.community_id, f.created_by, v_month, f.status, v_response, v_decision_month, v_no_choice,
    f.is_magic, p_has_pdf, p_sign, v_days)
  ON CONFLICT ON CONSTRAINT analytics_report_months_key DO UPDATE
    SET reports = a.reports + excluded.reports, decision_days = a.decision_days + excluded.decision_days;
  INSERT INTO analytics_community_report_months AS a (corporate_id, community_id, created_month, status, response,
    decision_month, no_choice, is_magic, has_pdf, reports, decision_days)
  VALUES (f.corporate_id, f.community_id, v_month, f.status, v_response, v_decision_month, v_no_choice, f.is_magic,
    p_has_pdf, p_sign, v_days)
  ON CONFLICT ON CONSTRAINT analytics_community_report_months_key DO UPDATE
    SET reports = a.reports + excluded.reports, decision_days = a.decision_days + excluded.decision_days;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_fold_options(f forms, p_ids numeric[], p_sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_decided boolean := f.client_response IS NOT NULL AND f.decision_at IS NOT NULL;
  v_month date := analytics_month(f.created_at);
  v_days integer := CASE WHEN v_decided THEN analytics_days(f.created_at, f.decision_at) END;
BEGIN
  IF f.archived_at IS NOT NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;
  -- The report's rows once (its contract types, and all types), written to both grains.
  WITH typed AS (
    SELECT c.contract_type_id AS type_id,
      bool_or(coalesce(f.client_response = 'yes' AND f.choice_id = c.id::text, false)) AS type_bought
    FROM contracts c
    WHERE c.community_id = f.community_id AND c.id = ANY (p_ids)
    GROUP BY GROUPING SETS ((c.contract_type_id), ())
    HAVING count(*) > 0
  ), per_creator AS (
    INSERT INTO analytics_option_months AS a (corporate_id, community_id, created_by, created_month, status,
      contract_type_id, bought, decided, days, reports)
    SELECT f.corporate_id, f.community_id, f.created_by, v_month, f.status, type_id, type_bought, v_decided, v_days,
      p_sign
    FROM typed
    ON CONFLICT ON CONSTRAINT analytics_option_months_key DO UPDATE SET reports = a.reports + excluded.reports
  )
  INSERT INTO analytics_community_option_months AS a (corporate_id, community_id, created_month, status,
    contract_type_id, bought, decided, days, reports)
  SELECT f.corporate_id, f.community_id, v_month, f.status, type_id, type_bought, v_decided, v_days, p_sign
  FROM typed
  ON CONFLICT ON CONSTRAINT analytics_community_option_months_key DO UPDATE SET reports = a.reports + excluded.reports;
END $$;
--> statement-breakpoint
-- As 0011's, plus the per-community grain: built from the fresh per-creator rows summed over creators, compared
-- and replaced likewise. Answers the number of rows (non-zero counts) that differed over the four tables.
CREATE OR REPLACE FUNCTION analytics_recount(p_corporate integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_drift integer;
  v_more integer;
  v_community integer;
  v_community_options integer;
BEGIN
  CREATE TEMPORARY TABLE analytics_fresh_reports AS
  SELECT f.corporate_id, f.community_id, f.created_by, analytics_month(f.created_at) AS created_month, f.status,
    CASE WHEN f.decided THEN f.client_response END AS response,
    CASE WHEN f.decided THEN analytics_month(f.decision_at) END AS decision_month,
    CASE WHEN f.decided AND f.client_response = 'no' THEN f.choice_id END AS no_choice,
    f.is_magic, p.form_id IS NOT NULL AS has_pdf, count(*)::integer AS reports,
    coalesce(sum(CASE WHEN f.decided THEN analytics_days(f.created_at, f.decision_at) END), 0)::bigint
      AS decision_days
  FROM (SELECT *, client_response IS NOT NULL AND decision_at IS NOT NULL AS decided FROM forms
        WHERE corporate_id = p_corporate AND archived_at IS NULL) f
  LEFT JOIN (SELECT form_id FROM form_pdfs WHERE status = 'done' GROUP BY form_id) p ON p.form_id = f.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
  CREATE TEMPORARY TABLE analytics_fresh_options AS
  WITH pairs AS (
    SELECT f.id, c.contract_type_id,
      bool_or(coalesce(f.client_response = 'yes' AND f.choice_id = c.id::text, false)) AS bought
    FROM forms f
    JOIN form_villages v ON v.form_id = f.id AND v.model_id = 1
    JOIN contracts c ON c.community_id = f.community_id AND v.selected_contract_ids @> to_jsonb(c.id)
    WHERE f.corporate_id = p_corporate AND f.archived_at IS NULL
    GROUP BY f.id, c.contract_type_id
  ), typed AS (
    SELECT id, contract_type_id, bought FROM pairs
    UNION ALL
    SELECT id, NULL, bool_or(bought) FROM pairs GROUP BY id
  )
  SELECT f.corporate_id, f.community_id, f.created_by, analytics_month(f.created_at) AS created_month, f.status,
    t.contract_type_id, t.bought, f.client_response IS NOT NULL AND f.decision_at IS NOT NULL AS decided,
    CASE WHEN f.client_response IS NOT NULL AND f.decision_at IS NOT NULL
      THEN analytics_days(f.created_at, f.decision_at) END AS days,
    count(*)::integer AS reports
  FROM typed t JOIN forms f ON f.id = t.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  CREATE TEMPORARY TABLE analytics_fresh_community_reports AS
  SELECT corporate_id, community_id, created_month, status, response, decision_month, no_choice, is_magic, has_pdf,
    sum(reports)::integer AS reports, sum(decision_days)::bigint AS decision_days
  FROM analytics_fresh_reports
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  CREATE TEMPORARY TABLE analytics_fresh_community_options AS
  SELECT corporate_id, community_id, created_month, status, contract_type_id, bought, decided, days,
    sum(reports)::integer AS reports
  FROM analytics_fresh_options
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
  SELECT count(*) INTO v_drift FROM (
    (SELECT corporate_id, community_id, created_by, created_month, status, response, decision_month, no_choice,
       is_magic, has_pdf, reports, decision_days
     FROM analytics_report_months WHERE corporate_id = p_corporate AND reports <> 0
     EXCEPT ALL SELECT * FROM analytics_fresh_reports)
    UNION ALL
    (SELECT * FROM analytics_fresh_reports
     EXCEPT ALL SELECT corporate_id, community_id, created_by, created_month, status, response, decision_month,
       no_choice, is_magic, has_pdf, reports, decision_days
     FROM analytics_report_months WHERE corporate_id = p_corporate AND reports <> 0)
  ) d;
  SELECT count(*) INTO v_more FROM (
    (SELECT corporate_id, community_id, created_by, created_month, status, contract_type_id, bought, decided, days,
       reports
     FROM analytics_option_months WHERE corporate_id = p_corporate AND reports <> 0
     EXCEPT ALL SELECT * FROM analytics_fresh_options)
    UNION ALL
    (SELECT * FROM analytics_fresh_options
     EXCEPT ALL SELECT corporate_id, community_id, created_by, created_month, status, contract_type_id, bought,
       decided, days, reports
     FROM analytics_option_months WHERE corporate_id = p_corporate AND reports <> 0)
  ) d;
  SELECT count(*) INTO v_community FROM (
    (SELECT corporate_id, community_id, created_month, status, response, decision_month, no_choice, is_magic,
       has_pdf, reports, decision_days
     FROM analytics_community_report_months WHERE corporate_id = p_corporate AND reports <> 0
     EXCEPT ALL SELECT * FROM analytics_fresh_community_reports)
    UNION ALL
    (SELECT * FROM analytics_fresh_community_reports
     EXCEPT ALL SELECT corporate_id, community_id, created_month, status, response, decision_month, no_choice,
       is_magic, has_pdf, reports, decision_days
     FROM analytics_community_report_months WHERE corporate_id = p_corporate AND reports <> 0)
  ) d;
  SELECT count(*) INTO v_community_options FROM (
    (SELECT corporate_id, community_id, created_month, status, contract_type_id, bought, decided, days, reports
     FROM analytics_community_option_months WHERE corporate_id = p_corporate AND reports <> 0
     EXCEPT ALL SELECT * FROM analytics_fresh_community_options)
    UNION ALL
    (SELECT * FROM analytics_fresh_community_options
     EXCEPT ALL SELECT corporate_id, community_id, created_month, status, contract_type_id, bought, decided, days,
       reports
     FROM analytics_community_option_months WHERE corporate_id = p_corporate AND reports <> 0)
  ) d;
  DELETE FROM analytics_report_months WHERE corporate_id = p_corporate;
  INSERT INTO analytics_report_months (corporate_id, community_id, created_by, created_month, status, response,
    decision_month, no_choice, is_magic, has_pdf, reports, decision_days)
  SELECT * FROM analytics_fresh_reports;
  DELETE FROM analytics_option_months WHERE corporate_id = p_corporate;
  INSERT INTO analytics_option_months (corporate_id, community_id, created_by, created_month, status,
    contract_type_id, bought, decided, days, reports)
  SELECT * FROM analytics_fresh_options;
  DELETE FROM analytics_community_report_months WHERE corporate_id = p_corporate;
  INSERT INTO analytics_community_report_months (corporate_id, community_id, created_month, status, response,
    decision_month, no_choice, is_magic, has_pdf, reports, decision_days)
  SELECT * FROM analytics_fresh_community_reports;
  DELETE FROM analytics_community_option_months WHERE corporate_id = p_corporate;
  INSERT INTO analytics_community_option_months (corporate_id, community_id, created_month, status,
    contract_type_id, bought, decided, days, reports)
  SELECT * FROM analytics_fresh_community_options;
  DROP TABLE analytics_fresh_reports;
  DROP TABLE analytics_fresh_options;
  DROP TABLE analytics_fresh_community_reports;
  DROP TABLE analytics_fresh_community_options;
  RETURN v_drift + v_more + v_community + v_community_options;
END $$;
--> statement-breakpoint
SELECT analytics_recount(id) FROM corporates;
