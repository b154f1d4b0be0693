CREATE TABLE "request_escalations" (
	"entity" text NOT NULL,
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"escalated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_escalations_entity_request_id_user_id_pk" PRIMARY KEY("entity","request_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "request_escalations" ADD CONSTRAINT "request_escalations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_escalations_user_idx" ON "request_escalations" USING btree ("user_id","entity");