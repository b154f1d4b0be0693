CREATE TABLE "delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"decider_id" integer NOT NULL,
	"delegate_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delegations_days" CHECK ("delegations"."ends_on" >= "delegations"."starts_on"),
	CONSTRAINT "delegations_not_self" CHECK ("delegations"."decider_id" <> "delegations"."delegate_id")
);
--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_delegate_id_users_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_delegate_idx" ON "delegations" USING btree ("delegate_id","ends_on");--> statement-breakpoint
CREATE INDEX "delegations_decider_idx" ON "delegations" USING btree ("decider_id","ends_on");