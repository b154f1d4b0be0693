CREATE TABLE "business_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"source" text NOT NULL,
	"expected_value" numeric(14, 2),
	"currency" text DEFAULT 'INR' NOT NULL,
	"received_on" date NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"lost_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_enquiries_status" CHECK ("business_enquiries"."status" in ('NEW', 'QUALIFIED', 'PROPOSAL', 'WON', 'LOST')),
	CONSTRAINT "business_enquiries_lost_reason" CHECK ("business_enquiries"."status" <> 'LOST' or "business_enquiries"."lost_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "contract_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"industry" text,
	"website" text,
	"address" text,
	"country_code" text NOT NULL,
	"state_code" text,
	"tax_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_invoice_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"task_order_id" integer,
	"role" text NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_invoice_rates_unit" CHECK ("contract_invoice_rates"."unit" in ('HOUR', 'DAY', 'MONTH')),
	CONSTRAINT "contract_invoice_rates_rate_positive" CHECK ("contract_invoice_rates"."rate" > 0),
	CONSTRAINT "contract_invoice_rates_dates" CHECK ("contract_invoice_rates"."effective_to" is null or "contract_invoice_rates"."effective_to" >= "contract_invoice_rates"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "contract_points_of_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"side" text NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"email" text NOT NULL,
	"phone" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_points_of_contact_side" CHECK ("contract_points_of_contact"."side" in ('CLIENT', 'OURS'))
);
--> statement-breakpoint
CREATE TABLE "contract_task_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"scope" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"ceiling_value" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_task_orders_dates" CHECK ("contract_task_orders"."end_date" >= "contract_task_orders"."start_date"),
	CONSTRAINT "contract_task_orders_ceiling_positive" CHECK ("contract_task_orders"."ceiling_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"proposal_id" integer,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_dates" CHECK ("contracts"."end_date" >= "contracts"."start_date"),
	CONSTRAINT "contracts_value_positive" CHECK ("contracts"."value" > 0),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('DRAFT', 'ACTIVE', 'COMPLETED', 'TERMINATED'))
);
--> statement-breakpoint
CREATE TABLE "estimation_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"computes_amount" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estimation_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"estimation_method_id" integer NOT NULL,
	"effort_days" numeric(10, 2),
	"rate" numeric(14, 2),
	"amount" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"valid_until" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_status" CHECK ("proposals"."status" in ('DRAFT', 'SUBMITTED', 'ACCEPTED', 'REJECTED')),
	CONSTRAINT "proposals_amount_positive" CHECK ("proposals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_members" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "project_members_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" integer NOT NULL,
	"contract_id" integer,
	"task_order_id" integer,
	"manager_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"budgeted_hours" integer NOT NULL,
	"status" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_dates_order" CHECK ("projects"."end_date" is null or "projects"."end_date" >= "projects"."start_date"),
	CONSTRAINT "projects_budget_positive" CHECK ("projects"."budgeted_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timesheet_days" (
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "timesheet_days_employee_id_date_pk" PRIMARY KEY("employee_id","date"),
	CONSTRAINT "timesheet_days_status" CHECK ("timesheet_days"."status" in ('LOCKED', 'APPROVED'))
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"date" date NOT NULL,
	"project_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_entries_quarter_hours" CHECK ("timesheet_entries"."minutes" > 0 and "timesheet_entries"."minutes" <= 1440 and "timesheet_entries"."minutes" % 15 = 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_leaving" date;--> statement-breakpoint
ALTER TABLE "business_enquiries" ADD CONSTRAINT "business_enquiries_company_id_contract_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."contract_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_enquiries" ADD CONSTRAINT "business_enquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_companies" ADD CONSTRAINT "contract_companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_invoice_rates" ADD CONSTRAINT "contract_invoice_rates_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_invoice_rates" ADD CONSTRAINT "contract_invoice_rates_task_order_id_contract_task_orders_id_fk" FOREIGN KEY ("task_order_id") REFERENCES "public"."contract_task_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_points_of_contact" ADD CONSTRAINT "contract_points_of_contact_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_task_orders" ADD CONSTRAINT "contract_task_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_contract_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."contract_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_enquiry_id_business_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."business_enquiries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_estimation_method_id_estimation_methods_id_fk" FOREIGN KEY ("estimation_method_id") REFERENCES "public"."estimation_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_activities" ADD CONSTRAINT "project_activities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_id_project_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."project_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_task_order_id_contract_task_orders_id_fk" FOREIGN KEY ("task_order_id") REFERENCES "public"."contract_task_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_days" ADD CONSTRAINT "timesheet_days_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_activity_id_project_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."project_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_enquiries_company_idx" ON "business_enquiries" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "business_enquiries_status_idx" ON "business_enquiries" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_companies_name_lower_idx" ON "contract_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contract_invoice_rates_contract_idx" ON "contract_invoice_rates" USING btree ("contract_id","role","unit");--> statement-breakpoint
CREATE INDEX "contract_points_of_contact_contract_idx" ON "contract_points_of_contact" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_points_of_contact_primary_idx" ON "contract_points_of_contact" USING btree ("contract_id","side") WHERE is_primary;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_task_orders_contract_number_idx" ON "contract_task_orders" USING btree ("contract_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_number_lower_idx" ON "contracts" USING btree (lower("number"));--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_status_end_idx" ON "contracts" USING btree ("status","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_enquiry_version_idx" ON "proposals" USING btree ("enquiry_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "project_activities_name_idx" ON "project_activities" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_categories_name_idx" ON "project_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "project_members_user_idx" ON "project_members" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_idx" ON "projects" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "projects_manager_idx" ON "projects" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "projects_category_idx" ON "projects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "projects_contract_idx" ON "projects" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "projects_task_order_idx" ON "projects" USING btree ("task_order_id");--> statement-breakpoint
CREATE INDEX "timesheet_days_status_idx" ON "timesheet_days" USING btree ("status","employee_id");--> statement-breakpoint
CREATE INDEX "timesheet_entries_employee_date_idx" ON "timesheet_entries" USING btree ("employee_id","date");--> statement-breakpoint
CREATE INDEX "timesheet_entries_project_idx" ON "timesheet_entries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "timesheet_entries_activity_idx" ON "timesheet_entries" USING btree ("activity_id");