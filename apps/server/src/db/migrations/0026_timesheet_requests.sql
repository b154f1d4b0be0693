CREATE TABLE "timesheet_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"chain" text[] DEFAULT '{}'::text[] NOT NULL,
	"week_start" date NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "timesheet_requests_week_start_monday" CHECK (extract(isodow from "timesheet_requests"."week_start") = 1)
);
--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "timesheet_requests" ADD CONSTRAINT "timesheet_requests_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_requests" ADD CONSTRAINT "timesheet_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_requests_employee_week_idx" ON "timesheet_requests" USING btree ("employee_id","week_start");--> statement-breakpoint
CREATE INDEX "timesheet_requests_status_idx" ON "timesheet_requests" USING btree ("status","created_at","id","step");--> statement-breakpoint
CREATE INDEX "timesheet_requests_created_idx" ON "timesheet_requests" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_request_id_timesheet_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."timesheet_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_days_request_idx" ON "timesheet_days" USING btree ("request_id");--> statement-breakpoint
-- The days locked and approved so far become requests (docs/decisions/013): one per employee, week and state, a
-- PENDING request for the locked days and an APPROVED one, by whoever approved the last of them, for the others.
WITH weeks AS (
	SELECT employee_id, (date - (extract(isodow from date)::int - 1)) AS week_start, status AS day_status,
		min(date) AS from_date, max(date) AS to_date, count(*) AS days, min(locked_at) AS locked_at,
		(array_agg(decided_by ORDER BY decided_at DESC NULLS LAST))[1] AS decided_by, max(decided_at) AS decided_at
	FROM timesheet_days WHERE request_id IS NULL GROUP BY 1, 2, 3
), made AS (
	INSERT INTO timesheet_requests (employee_id, status, decided_by, decided_at, created_at, updated_at, week_start, from_date, to_date, days)
	SELECT employee_id, CASE day_status WHEN 'LOCKED' THEN 'PENDING' ELSE 'APPROVED' END,
		CASE day_status WHEN 'LOCKED' THEN NULL ELSE decided_by END, CASE day_status WHEN 'LOCKED' THEN NULL ELSE decided_at END,
		locked_at, coalesce(decided_at, locked_at), week_start, from_date, to_date, days
	FROM weeks
	RETURNING id, employee_id, week_start, status
)
UPDATE timesheet_days d SET request_id = made.id FROM made
WHERE d.request_id IS NULL AND d.employee_id = made.employee_id AND (d.date - (extract(isodow from d.date)::int - 1)) = made.week_start
	AND (CASE d.status WHEN 'LOCKED' THEN 'PENDING' ELSE 'APPROVED' END) = made.status;
--> statement-breakpoint
-- A locked week escalated by the reminder job stays given to those it went to, as the lifecycle gives a request.
INSERT INTO request_escalations (entity, request_id, step, user_id, reason, escalated_at)
SELECT 'timesheet', d.request_id, 1, u.user_id, 'escalation', min(coalesce(d.escalated_at, now()))
FROM timesheet_days d CROSS JOIN LATERAL unnest(d.escalated_to) AS u(user_id)
WHERE d.status = 'LOCKED' AND EXISTS (SELECT 1 FROM users WHERE users.id = u.user_id)
GROUP BY d.request_id, u.user_id
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The reminders and escalations already sent, as the lifecycle's audit rows: a week is neither reminded nor escalated twice.
INSERT INTO audit_entries (actor_id, action, entity, entity_id, before, after, at)
SELECT NULL, 'timesheet.remind', 'timesheet', request_id::text, '{"step":1}'::jsonb, '{"step":1}'::jsonb, min(reminded_at)
FROM timesheet_days WHERE status = 'LOCKED' AND reminded_at IS NOT NULL GROUP BY request_id;
--> statement-breakpoint
INSERT INTO audit_entries (actor_id, action, entity, entity_id, before, after, at)
SELECT NULL, 'timesheet.escalate', 'timesheet', w.request_id::text, '{"escalatedTo":null,"step":1}'::jsonb,
	jsonb_build_object('escalatedTo', coalesce((
		SELECT string_agg(concat_ws(' ', n.firstname, nullif(n.middlename, ''), n.lastname), ', ' ORDER BY n.id) FROM users n
		WHERE n.id IN (SELECT unnest(d.escalated_to) FROM timesheet_days d WHERE d.request_id = w.request_id)
	), 'nobody: no one above its deciders may decide it'), 'step', 1),
	w.at
FROM (SELECT request_id, min(escalated_at) AS at FROM timesheet_days WHERE status = 'LOCKED' AND escalated_at IS NOT NULL GROUP BY request_id) w;
