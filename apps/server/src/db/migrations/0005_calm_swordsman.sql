CREATE TABLE "reimbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"expense_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"description" text NOT NULL,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	CONSTRAINT "reimbursements_amount_positive" CHECK ("reimbursements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "asset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asset_type" text NOT NULL,
	"reason" text NOT NULL,
	"needed_by" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"request_id" integer,
	"asset_type" text NOT NULL,
	"asset_tag" text NOT NULL,
	"serial_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"issued_by" integer,
	"returned_on" date,
	"returned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_requests" ADD CONSTRAINT "asset_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_assets" ADD CONSTRAINT "issued_assets_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_assets" ADD CONSTRAINT "issued_assets_request_id_asset_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."asset_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_assets" ADD CONSTRAINT "issued_assets_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_assets" ADD CONSTRAINT "issued_assets_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reimbursements_employee_created_idx" ON "reimbursements" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "reimbursements_status_created_idx" ON "reimbursements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reimbursements_expense_date_idx" ON "reimbursements" USING btree ("expense_date");--> statement-breakpoint
CREATE INDEX "asset_requests_employee_created_idx" ON "asset_requests" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "asset_requests_status_created_idx" ON "asset_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "issued_assets_employee_idx" ON "issued_assets" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_assets_tag_in_hand_idx" ON "issued_assets" USING btree ("asset_tag") WHERE returned_on is null;