CREATE TABLE "timesheet_logged_minutes" (
	"project_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"minutes" bigint NOT NULL,
	CONSTRAINT "timesheet_logged_minutes_project_id_activity_id_employee_id_pk" PRIMARY KEY("project_id","activity_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "timesheet_logged_minutes" ADD CONSTRAINT "timesheet_logged_minutes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_logged_minutes" ADD CONSTRAINT "timesheet_logged_minutes_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_logged_minutes_activity_idx" ON "timesheet_logged_minutes" USING btree ("activity_id");--> statement-breakpoint
-- Every write of timesheet entries moves the sums of its (project, activity, employee) rows, in its own transaction:
-- one statement-level trigger per kind of write, with the rows it wrote (transition tables), upserting in key order.
CREATE FUNCTION "timesheet_logged_minutes_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "timesheet_logged_minutes" AS t ("project_id", "activity_id", "employee_id", "minutes")
			SELECT "project_id", "activity_id", "employee_id", sum("minutes") FROM added_entries GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
			ON CONFLICT ("project_id", "activity_id", "employee_id") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "timesheet_logged_minutes" AS t SET "minutes" = t."minutes" - r."minutes"
			FROM (SELECT "project_id", "activity_id", "employee_id", sum("minutes") AS "minutes" FROM removed_entries GROUP BY 1, 2, 3) r
			WHERE t."project_id" = r."project_id" AND t."activity_id" = r."activity_id" AND t."employee_id" = r."employee_id";
	ELSE
		INSERT INTO "timesheet_logged_minutes" AS t ("project_id", "activity_id", "employee_id", "minutes")
			SELECT "project_id", "activity_id", "employee_id", sum("minutes") FROM (
				SELECT "project_id", "activity_id", "employee_id", "minutes" FROM new_entries
				UNION ALL
				SELECT "project_id", "activity_id", "employee_id", -"minutes" FROM old_entries
			) moved GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
			ON CONFLICT ("project_id", "activity_id", "employee_id") DO UPDATE SET "minutes" = t."minutes" + excluded."minutes";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_added" AFTER INSERT ON "timesheet_entries" REFERENCING NEW TABLE AS added_entries FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_logged_minutes_follow"();
--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_removed" AFTER DELETE ON "timesheet_entries" REFERENCING OLD TABLE AS removed_entries FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_logged_minutes_follow"();
--> statement-breakpoint
CREATE TRIGGER "timesheet_entries_changed" AFTER UPDATE ON "timesheet_entries" REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION "timesheet_logged_minutes_follow"();
--> statement-breakpoint
INSERT INTO "timesheet_logged_minutes" ("project_id", "activity_id", "employee_id", "minutes")
	SELECT "project_id", "activity_id", "employee_id", sum("minutes") FROM "timesheet_entries" GROUP BY 1, 2, 3;
