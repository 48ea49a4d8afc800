-- The forms list now searches names folded by @rlc/shared foldForSearch (accents, case and punctuation ignored).
-- Clearing search_text makes the forms module derive it again, folded, at the next start (fillMissingCustomerNames).
UPDATE "form_consumers" SET "search_text" = NULL;
