CREATE INDEX "attendance_regularizations_created_idx" ON "attendance_regularizations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reimbursements_created_idx" ON "reimbursements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "asset_requests_created_idx" ON "asset_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "employee_documents_created_idx" ON "employee_documents" USING btree ("created_at","id");