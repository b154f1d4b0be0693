CREATE INDEX "business_enquiries_received_idx" ON "business_enquiries" USING btree ("received_on","id");--> statement-breakpoint
CREATE INDEX "contracts_start_idx" ON "contracts" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "proposals_updated_idx" ON "proposals" USING btree ("updated_at","id");