ALTER TABLE "timesheet_days" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD COLUMN "escalated_to" integer[] DEFAULT '{}'::integer[] NOT NULL;