ALTER TABLE "form_villages" ADD COLUMN "selected_contract_ids" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(details, '$.selectedContracts[*].id')) STORED;--> statement-breakpoint
CREATE INDEX "form_pdfs_done_form_idx" ON "form_pdfs" USING btree ("form_id") WHERE "form_pdfs"."status" = 'done';--> statement-breakpoint
CREATE INDEX "form_villages_internal_contracts_idx" ON "form_villages" USING btree ("form_id","selected_contract_ids") WHERE "form_villages"."model_id" = 1;--> statement-breakpoint
CREATE INDEX "forms_live_created_idx" ON "forms" USING btree ("corporate_id","created_at") WHERE "forms"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "forms_live_community_idx" ON "forms" USING btree ("corporate_id","community_id","created_at") WHERE "forms"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "forms_live_creator_idx" ON "forms" USING btree ("corporate_id","created_by","created_at") WHERE "forms"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "forms_live_decided_idx" ON "forms" USING btree ("corporate_id","decision_at") WHERE "forms"."archived_at" is null and "forms"."decision_at" is not null;