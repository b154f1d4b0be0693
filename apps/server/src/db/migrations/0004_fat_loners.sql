CREATE TABLE "flashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"severity" text NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"visible_until" timestamp with time zone NOT NULL,
	"audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashes_window_order" CHECK ("flashes"."visible_until" > "flashes"."visible_from"),
	CONSTRAINT "flashes_severity" CHECK ("flashes"."severity" in ('INFO', 'WARNING', 'CRITICAL'))
);
--> statement-breakpoint
ALTER TABLE "flashes" ADD CONSTRAINT "flashes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashes_window_idx" ON "flashes" USING btree ("visible_until","visible_from");