CREATE TABLE "leave_ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"balance_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"effective_date" date NOT NULL,
	"kind" text NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	"note" text NOT NULL,
	"request_id" integer,
	"job_run_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_entries_sign" CHECK (case when "leave_ledger_entries"."kind" in ('ACCRUAL', 'CARRY_FORWARD', 'COMP_OFF_EARNED', 'RETURNED') then "leave_ledger_entries"."days" > 0
        when "leave_ledger_entries"."kind" in ('LAPSE', 'ENCASHMENT', 'COMP_OFF_EXPIRED', 'TAKEN') then "leave_ledger_entries"."days" < 0
        else "leave_ledger_entries"."kind" = 'ADJUSTMENT' and "leave_ledger_entries"."days" <> 0 end)
);
--> statement-breakpoint
ALTER TABLE "event_balances" ALTER COLUMN "allotted" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "event_balances" ALTER COLUMN "allotted" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "event_balances" ALTER COLUMN "used" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_balance_id_event_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."event_balances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_type_code_event_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."event_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_request_id_event_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."event_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_ledger_entries_balance_date_idx" ON "leave_ledger_entries" USING btree ("balance_id","effective_date","id");--> statement-breakpoint
CREATE INDEX "leave_ledger_entries_request_idx" ON "leave_ledger_entries" USING btree ("request_id");--> statement-breakpoint
-- Each existing balance as entries, so that allotted − used is their sum: its allotment as one accrual, each approved
-- request of its type and year as leave taken, and whatever else was used as one entry.
INSERT INTO "leave_ledger_entries" ("balance_id", "employee_id", "type_code", "effective_date", "kind", "days", "note")
	SELECT b."id", b."employee_id", b."type_code",
		CASE WHEN extract(year FROM e."date_of_joining") = b."year" THEN e."date_of_joining" ELSE make_date(b."year", 1, 1) END,
		'ACCRUAL', b."allotted",
		CASE WHEN b."allotted" = t."yearly_allotment" THEN 'Yearly allotment for ' || b."year"
			WHEN extract(year FROM e."date_of_joining") = b."year"
				THEN 'Allotment for ' || b."year" || ', prorated from joining on ' || to_char(e."date_of_joining", 'FMMonth DD, YYYY')
			ELSE 'Allotment for ' || b."year" || ' as it stood when the ledger began' END
	FROM "event_balances" b
	JOIN "event_types" t ON t."code" = b."type_code"
	LEFT JOIN "employees" e ON e."user_id" = b."employee_id"
	WHERE b."allotted" > 0;
--> statement-breakpoint
INSERT INTO "leave_ledger_entries" ("balance_id", "employee_id", "type_code", "effective_date", "kind", "days", "note", "request_id", "created_by", "created_at")
	SELECT b."id", r."employee_id", r."type_code", r."from_date", 'TAKEN', -r."days",
		t."label" || CASE WHEN r."from_date" = r."to_date" THEN ' on ' || to_char(r."from_date", 'FMMonth DD, YYYY')
			ELSE ' from ' || to_char(r."from_date", 'FMMonth DD, YYYY') || ' to ' || to_char(r."to_date", 'FMMonth DD, YYYY') END,
		r."id", r."decided_by", coalesce(r."decided_at", r."updated_at")
	FROM "event_requests" r
	JOIN "event_types" t ON t."code" = r."type_code" AND t."needs_balance"
	JOIN "event_balances" b ON b."employee_id" = r."employee_id" AND b."type_code" = r."type_code"
		AND b."year" = extract(year FROM r."from_date")
	WHERE r."status" = 'APPROVED' AND r."days" > 0;
--> statement-breakpoint
INSERT INTO "leave_ledger_entries" ("balance_id", "employee_id", "type_code", "effective_date", "kind", "days", "note")
	SELECT b."id", b."employee_id", b."type_code", make_date(b."year", 1, 1),
		CASE WHEN s."rest" > 0 THEN 'TAKEN' ELSE 'RETURNED' END, -s."rest",
		CASE WHEN s."rest" > 0 THEN 'Used before the ledger began' ELSE 'Returned before the ledger began' END
	FROM "event_balances" b
	CROSS JOIN LATERAL (
		SELECT b."used" + coalesce(sum(l."days") FILTER (WHERE l."kind" = 'TAKEN'), 0) AS "rest"
		FROM "leave_ledger_entries" l WHERE l."balance_id" = b."id"
	) s
	WHERE s."rest" <> 0;
--> statement-breakpoint
-- From here on the entries keep allotted and used, in the writing transaction, whoever writes: leave taken and
-- returned move used, every other kind the allotment. Entries are never changed: a correction is another entry.
CREATE FUNCTION "event_balances_follow_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "event_balances" AS b SET "allotted" = b."allotted" + e."credited", "used" = b."used" + e."used"
		FROM (
			SELECT "balance_id",
				coalesce(sum("days") FILTER (WHERE "kind" NOT IN ('TAKEN', 'RETURNED')), 0) AS "credited",
				coalesce(-sum("days") FILTER (WHERE "kind" IN ('TAKEN', 'RETURNED')), 0) AS "used"
			FROM added_entries GROUP BY 1
		) e
		WHERE b."id" = e."balance_id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leave_ledger_entries_added" AFTER INSERT ON "leave_ledger_entries" REFERENCING NEW TABLE AS added_entries FOR EACH STATEMENT EXECUTE FUNCTION "event_balances_follow_ledger"();
