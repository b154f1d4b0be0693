CREATE TABLE "attendance_regularizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"check_in" time NOT NULL,
	"check_out" time NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_out_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'WEB' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"work_from_home" boolean DEFAULT false NOT NULL,
	"regularization_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"type_code" text NOT NULL,
	"year" integer NOT NULL,
	"allotted" numeric(5, 1) NOT NULL,
	"used" numeric(5, 1) DEFAULT 0 NOT NULL,
	"pending" numeric(5, 1) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type_code" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"half_day" text DEFAULT 'NONE' NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"yearly_allotment" numeric(5, 1) DEFAULT 0 NOT NULL,
	"needs_balance" boolean DEFAULT true NOT NULL,
	"is_leave" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_regularizations" ADD CONSTRAINT "attendance_regularizations_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_regularizations" ADD CONSTRAINT "attendance_regularizations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_out_events" ADD CONSTRAINT "check_in_out_events_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_balances" ADD CONSTRAINT "event_balances_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_balances" ADD CONSTRAINT "event_balances_type_code_event_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."event_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_type_code_event_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."event_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_regularizations_employee_date_idx" ON "attendance_regularizations" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "attendance_regularizations_pending_idx" ON "attendance_regularizations" USING btree ("status","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_regularizations_live_day_idx" ON "attendance_regularizations" USING btree ("employee_id","date") WHERE status in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "check_in_out_events_employee_at_idx" ON "check_in_out_events" USING btree ("employee_id","at");--> statement-breakpoint
CREATE INDEX "check_in_out_events_at_idx" ON "check_in_out_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_idx" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "event_balances_employee_type_year_idx" ON "event_balances" USING btree ("employee_id","type_code","year");--> statement-breakpoint
CREATE INDEX "event_requests_employee_dates_idx" ON "event_requests" USING btree ("employee_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "event_requests_status_employee_idx" ON "event_requests" USING btree ("status","employee_id");--> statement-breakpoint
CREATE INDEX "user_notifications_user_created_idx" ON "user_notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("user_id") WHERE read_at is null;