DROP INDEX "timesheet_days_escalated_idx";--> statement-breakpoint
ALTER TABLE "timesheet_days" DROP COLUMN "reminded_at";--> statement-breakpoint
ALTER TABLE "timesheet_days" DROP COLUMN "escalated_at";--> statement-breakpoint
ALTER TABLE "timesheet_days" DROP COLUMN "escalated_to";