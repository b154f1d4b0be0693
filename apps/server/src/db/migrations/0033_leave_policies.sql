CREATE TABLE "leave_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"effective_from" date NOT NULL,
	"accrual" text NOT NULL,
	"accrual_days" numeric(6, 2) DEFAULT 0 NOT NULL,
	"accrual_day" text DEFAULT 'FIRST' NOT NULL,
	"tenure_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carry_forward_cap" numeric(6, 2),
	"carry_forward_expiry_months" integer,
	"encashment_cap" numeric(6, 2),
	"min_notice_days" integer,
	"max_consecutive_days" integer,
	"sandwich" boolean DEFAULT false NOT NULL,
	"half_days" boolean DEFAULT true NOT NULL,
	"hourly" boolean DEFAULT false NOT NULL,
	"max_hours_per_month" integer,
	"negative_allowed_days" numeric(6, 2) DEFAULT 0 NOT NULL,
	"probation_months" integer,
	"attachment_beyond_days" numeric(6, 2),
	"comp_off_expiry_days" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_policies_accrual" CHECK ("leave_policies"."accrual" in ('YEARLY', 'MONTHLY', 'NONE')),
	CONSTRAINT "leave_policies_accrual_day" CHECK ("leave_policies"."accrual_day" in ('FIRST', 'JOINING_DAY'))
);
--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_type_code_event_types_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."event_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_policies_type_from_idx" ON "leave_policies" USING btree ("type_code","effective_from");