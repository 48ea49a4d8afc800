-- Upkeep of the analytics pre-aggregates (ADR 0014; tables of 0010, src/db/schema/analytics.ts). Hand-written:
-- Drizzle has no DDL for functions and triggers. Each write to forms, form_villages or form_pdfs folds its change
-- into analytics_report_months / analytics_option_months in the same transaction; analytics_recount(corporate)
-- rebuilds a corporate's rows from the reports and answers how many rows it found different (drift).
-- Setting rlc.analytics_upkeep = 'off' (the bulk generator, then a recount) skips the upkeep.
-- Months and days follow the analytics queries: months of ANALYTICS_TIME_ZONE ('Australia/Sydney', packages/shared
-- analytics-dates.ts), whole days from creation to decision as forms/choices.ts `wholeDays`.
CREATE FUNCTION analytics_month(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS
$$ SELECT date_trunc('month', t AT TIME ZONE 'Australia/Sydney')::date $$;
--> statement-breakpoint
CREATE FUNCTION analytics_days(created timestamptz, decided timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE AS
$$ SELECT greatest(0, floor(extract(epoch FROM (decided - created)) / 86400))::integer $$;
--> statement-breakpoint
CREATE FUNCTION analytics_upkeep_off() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('rlc.analytics_upkeep', true), '') = 'off' $$;
--> statement-breakpoint
-- The contract ids a report's internal options select (sorted, distinct; numbers only, as the queries match them).
CREATE FUNCTION analytics_form_contracts(p_form integer) RETURNS numeric[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT x::text::numeric), '{}')
  FROM form_villages v, jsonb_array_elements(coalesce(v.selected_contract_ids, '[]')) x
  WHERE v.form_id = p_form AND v.model_id = 1 AND jsonb_typeof(x) = 'number'
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_form_has_pdf(p_form integer) RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT exists (SELECT 1 FROM form_pdfs WHERE form_id = p_form AND status = 'done') $$;
--> statement-breakpoint
-- Adds p_sign (+1 / -1) times a report (live ones only) to analytics_report_months.
CREATE FUNCTION analytics_fold_report(f forms, p_has_pdf boolean, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_decided boolean := f.client_response IS NOT NULL AND f.decision_at IS NOT NULL;
BEGIN
  IF f.archived_at IS NOT NULL THEN RETURN; END IF;
  INSERT INTO analytics_report_months AS a (corporate_id, community_id, created_by, created_month, status, response,
    decision_month, no_choice, is_magic, has_pdf, reports, decision_days)
  VALUES (f.corporate_id, f.community_id, f.created_by, analytics_month(f.created_at), f.status,
    CASE WHEN v_decided THEN f.client_response END,
    CASE WHEN v_decided THEN analytics_month(f.decision_at) END,
    CASE WHEN v_decided AND f.client_response = 'no' THEN f.choice_id END,
    f.is_magic, p_has_pdf, p_sign,
    CASE WHEN v_decided THEN p_sign * analytics_days(f.created_at, f.decision_at) ELSE 0 END)
  ON CONFLICT ON CONSTRAINT analytics_report_months_key DO UPDATE
    SET reports = a.reports + excluded.reports, decision_days = a.decision_days + excluded.decision_days;
END $$;
--> statement-breakpoint
-- Adds p_sign times a report's contract types (of p_ids, its community's contracts) and its all-types row to
-- analytics_option_months.
CREATE FUNCTION analytics_fold_options(f forms, p_ids numeric[], p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_decided boolean := f.client_response IS NOT NULL AND f.decision_at IS NOT NULL;
BEGIN
  IF f.archived_at IS NOT NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;
  INSERT INTO analytics_option_months AS a (corporate_id, community_id, created_by, created_month, status,
    contract_type_id, bought, decided, days, reports)
  SELECT f.corporate_id, f.community_id, f.created_by, analytics_month(f.created_at), f.status, c.contract_type_id,
    bool_or(coalesce(f.client_response = 'yes' AND f.choice_id = c.id::text, false)), v_decided,
    CASE WHEN v_decided THEN analytics_days(f.created_at, f.decision_at) END, p_sign
  FROM contracts c
  WHERE c.community_id = f.community_id AND c.id = ANY (p_ids)
  GROUP BY GROUPING SETS ((c.contract_type_id), ())
  HAVING count(*) > 0
  ON CONFLICT ON CONSTRAINT analytics_option_months_key DO UPDATE SET reports = a.reports + excluded.reports;
END $$;
--> statement-breakpoint
-- forms: a report created, changed in a counted column, or deleted (before its options and PDFs cascade away).
CREATE FUNCTION analytics_forms_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT analytics_upkeep_off() THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM analytics_fold_report(OLD, analytics_form_has_pdf(OLD.id), -1);
      PERFORM analytics_fold_options(OLD, analytics_form_contracts(OLD.id), -1);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      PERFORM analytics_fold_report(NEW, analytics_form_has_pdf(NEW.id), 1);
      PERFORM analytics_fold_options(NEW, analytics_form_contracts(NEW.id), 1);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_forms_insert AFTER INSERT ON forms FOR EACH ROW EXECUTE FUNCTION analytics_forms_upkeep();
--> statement-breakpoint
CREATE TRIGGER analytics_forms_update AFTER UPDATE ON forms FOR EACH ROW
  WHEN ((OLD.corporate_id, OLD.community_id, OLD.created_by, OLD.created_at, OLD.status, OLD.client_response,
    OLD.choice_id, OLD.decision_at, OLD.is_magic, OLD.archived_at) IS DISTINCT FROM (NEW.corporate_id,
    NEW.community_id, NEW.created_by, NEW.created_at, NEW.status, NEW.client_response, NEW.choice_id, NEW.decision_at,
    NEW.is_magic, NEW.archived_at))
  EXECUTE FUNCTION analytics_forms_upkeep();
--> statement-breakpoint
CREATE TRIGGER analytics_forms_delete BEFORE DELETE ON forms FOR EACH ROW EXECUTE FUNCTION analytics_forms_upkeep();
--> statement-breakpoint
-- form_villages, per statement (a report's types are de-duplicated over all its options, so one option's change is
-- not a delta of its own): for each report touched, its contract ids before (the table without the statement's new
-- rows, plus its old rows) and after; when they differ the report's option rows move from the one to the other.
CREATE FUNCTION analytics_villages_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_new_ids integer[] := '{}';
  v_old jsonb := '[]';
  v_forms integer[] := '{}';
  v_before numeric[];
  v_after numeric[];
  f forms;
BEGIN
  IF analytics_upkeep_off() THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(id), '{}'), coalesce(array_agg(DISTINCT form_id), '{}')
      INTO v_new_ids, v_forms FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('form', form_id, 'model', model_id, 'ids', selected_contract_ids)),
        '[]'), v_forms || coalesce(array_agg(DISTINCT form_id), '{}')
      INTO v_old, v_forms FROM old_rows;
  END IF;
  FOR f IN SELECT * FROM forms WHERE id = ANY (v_forms) AND archived_at IS NULL LOOP
    SELECT coalesce(array_agg(DISTINCT x::text::numeric), '{}') INTO v_before
    FROM (
      SELECT v.selected_contract_ids AS ids FROM form_villages v
      WHERE v.form_id = f.id AND v.model_id = 1 AND v.id <> ALL (v_new_ids)
      UNION ALL
      SELECT o -> 'ids' FROM jsonb_array_elements(v_old) o
      WHERE (o ->> 'form')::integer = f.id AND (o ->> 'model')::integer = 1
    ) s, jsonb_array_elements(coalesce(s.ids, '[]')) x
    WHERE jsonb_typeof(x) = 'number';
    v_after := analytics_form_contracts(f.id);
    IF v_before IS DISTINCT FROM v_after THEN
      PERFORM analytics_fold_options(f, v_before, -1);
      PERFORM analytics_fold_options(f, v_after, 1);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_villages_insert AFTER INSERT ON form_villages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_villages_upkeep();
--> statement-breakpoint
CREATE TRIGGER analytics_villages_update AFTER UPDATE ON form_villages REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_villages_upkeep();
--> statement-breakpoint
CREATE TRIGGER analytics_villages_delete AFTER DELETE ON form_villages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_villages_upkeep();
--> statement-breakpoint
-- form_pdfs, per statement likewise: a report whose "has a finished PDF" changed moves between the two rows.
CREATE FUNCTION analytics_pdfs_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_new_ids integer[] := '{}';
  v_old_done integer[] := '{}';
  v_forms integer[] := '{}';
  v_before boolean;
  v_after boolean;
  f forms;
BEGIN
  IF analytics_upkeep_off() THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT coalesce(array_agg(id), '{}'), coalesce(array_agg(DISTINCT form_id), '{}')
      INTO v_new_ids, v_forms FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT coalesce(array_agg(form_id) FILTER (WHERE status = 'done'), '{}'),
        v_forms || coalesce(array_agg(DISTINCT form_id), '{}')
      INTO v_old_done, v_forms FROM old_rows;
  END IF;
  FOR f IN SELECT * FROM forms WHERE id = ANY (v_forms) AND archived_at IS NULL LOOP
    v_before := f.id = ANY (v_old_done) OR exists (SELECT 1 FROM form_pdfs p
      WHERE p.form_id = f.id AND p.status = 'done' AND p.id <> ALL (v_new_ids));
    v_after := analytics_form_has_pdf(f.id);
    IF v_before <> v_after THEN
      PERFORM analytics_fold_report(f, v_before, -1);
      PERFORM analytics_fold_report(f, v_after, 1);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_pdfs_insert AFTER INSERT ON form_pdfs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_pdfs_upkeep();
--> statement-breakpoint
CREATE TRIGGER analytics_pdfs_update AFTER UPDATE ON form_pdfs REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_pdfs_upkeep();
--> statement-breakpoint
CREATE TRIGGER analytics_pdfs_delete AFTER DELETE ON form_pdfs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_pdfs_upkeep();
--> statement-breakpoint
-- Rebuilds a corporate's pre-aggregates from its live reports in one pass each (also repairing what the upkeep
-- cannot see: a contract moved to another type or community, a contract deleted). Answers the number of rows
-- (non-zero counts) that differed before, 0 when the upkeep had kept them exact.
CREATE FUNCTION analytics_recount(p_corporate integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_drift integer;
  v_more integer;
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
  DELETE FROM analytics_report_months WHERE corporate_id = p_corporate;
  INSERT INTO analytics_report_months SELECT * FROM analytics_fresh_reports;
  DELETE FROM analytics_option_months WHERE corporate_id = p_corporate;
  INSERT INTO analytics_option_months SELECT * FROM analytics_fresh_options;
  DROP TABLE analytics_fresh_reports;
  DROP TABLE analytics_fresh_options;
  RETURN v_drift + v_more;
END $$;
--> statement-breakpoint
SELECT analytics_recount(id) FROM corporates;
