DROP INDEX "reimbursements_status_created_idx";--> statement-breakpoint
DROP INDEX "asset_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "employee_documents_status_idx";--> statement-breakpoint
CREATE INDEX "reimbursements_status_created_idx" ON "reimbursements" USING btree ("status","created_at","id","step");--> statement-breakpoint
CREATE INDEX "asset_requests_status_created_idx" ON "asset_requests" USING btree ("status","created_at","id","step");--> statement-breakpoint
CREATE INDEX "employee_documents_status_idx" ON "employee_documents" USING btree ("status","created_at","id","step");