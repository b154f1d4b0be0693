DROP INDEX "employees_manager_idx";--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("reporting_manager_id","user_id");