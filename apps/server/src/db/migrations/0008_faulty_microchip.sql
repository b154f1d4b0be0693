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
CREATE TABLE "feed_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_file_id" uuid,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flashes" ADD CONSTRAINT "flashes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashes_window_idx" ON "flashes" USING btree ("visible_until","visible_from");--> statement-breakpoint
CREATE INDEX "feed_posts_order_idx" ON "feed_posts" USING btree ("pinned" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST);