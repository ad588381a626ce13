CREATE TABLE "qa_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sandbox_key" text NOT NULL,
	"trace_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "sandbox_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "persona" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sandbox_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "twin_of" integer;--> statement-breakpoint
CREATE INDEX "qa_events_sandbox_idx" ON "qa_events" USING btree ("sandbox_key","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_twin_of_users_id_fk" FOREIGN KEY ("twin_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_twin_unique" ON "users" USING btree ("twin_of","sandbox_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_persona_known" CHECK ("users"."persona" IN ('problem', 'slow', 'error', 'visual'));