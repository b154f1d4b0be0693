-- A punch's instant and day are read from the database's clock once the employee's lock is held, not given by the
-- caller: an instant taken before waiting for the lock could fall before that of a punch decided while it waited,
-- and the day's punches, read in the order of their instants, would no longer alternate (two OUTs in a row). One
-- clock for every API server also keeps the order when their clocks differ. Otherwise as migration 0023.
DROP FUNCTION "check_in_out_punch"(integer, integer, text, timestamptz, date, text, text, float8, float8, float8, boolean, integer);
--> statement-breakpoint
CREATE FUNCTION "check_in_out_punch"(
	"lock_namespace" integer, "p_employee_id" integer, "p_kind" text, "p_time_zone" text,
	"p_source" text, "p_latitude" float8, "p_longitude" float8, "p_accuracy" float8, "p_work_from_home" boolean, "p_created_by" integer
) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	outcome json;
	p_at timestamptz;
	p_date date;
BEGIN
	PERFORM pg_advisory_xact_lock("lock_namespace", "p_employee_id");
	p_at := clock_timestamp();
	p_date := (p_at AT TIME ZONE "p_time_zone")::date;
	WITH "last" AS (
		SELECT e."kind", e."at" FROM "check_in_out_events" e
		WHERE e."employee_id" = "p_employee_id"
			AND e."at" >= p_date::timestamp AT TIME ZONE "p_time_zone" AND e."at" < (p_date + 1)::timestamp AT TIME ZONE "p_time_zone"
		ORDER BY e."at" DESC, e."id" DESC LIMIT 1
	), "chosen" AS (
		SELECT coalesce("p_kind", CASE WHEN (SELECT l."kind" FROM "last" l) = 'IN' THEN 'OUT' ELSE 'IN' END) AS "kind"
	), "inserted" AS (
		INSERT INTO "check_in_out_events" ("employee_id", "kind", "at", "source", "latitude", "longitude", "accuracy", "work_from_home", "created_by")
		SELECT "p_employee_id", c."kind", p_at, "p_source", "p_latitude", "p_longitude", "p_accuracy", "p_work_from_home", "p_created_by"
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
