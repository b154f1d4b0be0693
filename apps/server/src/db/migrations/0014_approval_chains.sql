CREATE TABLE "approval_chains" (
	"entity" text PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_escalations" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_escalations" ADD COLUMN "reason" text DEFAULT 'escalation' NOT NULL;--> statement-breakpoint
ALTER TABLE "request_escalations" DROP CONSTRAINT "request_escalations_entity_request_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "request_escalations" ADD CONSTRAINT "request_escalations_entity_request_id_step_user_id_pk" PRIMARY KEY("entity","request_id","step","user_id");--> statement-breakpoint
ALTER TABLE "attendance_regularizations" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_regularizations" ADD COLUMN "chain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "chain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD COLUMN "chain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD COLUMN "chain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD COLUMN "chain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD COLUMN "step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD COLUMN "chain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "approval_chains" ADD CONSTRAINT "approval_chains_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;