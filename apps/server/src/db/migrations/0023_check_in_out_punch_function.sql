-- One punch (attendance/service.ts, punch): the employee's lock, then the last punch of their day, the kind (the one
-- asked, else the other of the last one's), and the new punch when the kinds alternate (IN after nothing or an OUT,
-- OUT after an IN). Each statement of a function gets a snapshot of its own when it starts, so the read after the
-- lock sees what a punch that held the lock wrote. Called as one prepared statement: one round trip, planned once
-- per connection (the text of a message of the simple protocol was planned on every punch).
-- Answers one JSON object: the new punch's columns (null when refused), the kind, and the last punch's time;
-- instants in epoch milliseconds.
CREATE FUNCTION "check_in_out_punch"(
	"lock_namespace" integer, "p_employee_id" integer, "p_kind" text, "p_at" timestamptz, "p_date" date, "p_time_zone" text,
	"p_source" text, "p_latitude" float8, "p_longitude" float8, "p_accuracy" float8, "p_work_from_home" boolean, "p_created_by" integer
) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	outcome json;
BEGIN
	PERFORM pg_advisory_xact_lock("lock_namespace", "p_employee_id");
	WITH "last" AS (
		SELECT e."kind", e."at" FROM "check_in_out_events" e
		WHERE e."employee_id" = "p_employee_id"
			AND e."at" >= "p_date"::timestamp AT TIME ZONE "p_time_zone" AND e."at" < ("p_date" + 1)::timestamp AT TIME ZONE "p_time_zone"
		ORDER BY e."at" DESC, e."id" DESC LIMIT 1
	), "chosen" AS (
		SELECT coalesce("p_kind", CASE WHEN (SELECT l."kind" FROM "last" l) = 'IN' THEN 'OUT' ELSE 'IN' END) AS "kind"
	), "inserted" AS (
		INSERT INTO "check_in_out_events" ("employee_id", "kind", "at", "source", "latitude", "longitude", "accuracy", "work_from_home", "created_by")
		SELECT "p_employee_id", c."kind", "p_at", "p_source", "p_latitude", "p_longitude", "p_accuracy", "p_work_from_home", "p_created_by"
		FROM "chosen" c
		WHERE CASE c."kind" WHEN 'IN' THEN (SELECT l."kind" FROM "last" l) IS DISTINCT FROM 'IN' ELSE (SELECT l."kind" FROM "last" l) = 'IN' END
		RETURNING "check_in_out_events"."id", "check_in_out_events"."employee_id", "check_in_out_events"."at", "check_in_out_events"."source",
			"check_in_out_events"."latitude", "check_in_out_events"."longitude", "check_in_out_events"."accuracy",
			"check_in_out_events"."work_from_home", "check_in_out_events"."regularization_id", "check_in_out_events"."created_by"
	)
	SELECT json_build_object(
		'id', i."id", 'employeeId', i."employee_id", 'at', (extract(epoch FROM i."at") * 1000)::float8, 'source', i."source",
		'latitude', i."latitude", 'longitude', i."longitude", 'accuracy', i."accuracy", 'workFromHome', i."work_from_home",
		'regularizationId', i."regularization_id", 'createdBy', i."created_by", 'kind', c."kind",
		'lastAt', (SELECT (extract(epoch FROM l."at") * 1000)::float8 FROM "last" l))
	INTO outcome
	FROM "chosen" c LEFT JOIN "inserted" i ON true;
	RETURN outcome;
END
$$;
