CREATE TABLE "auth_stand_in_flows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"redirect_to" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"auth_code_hash" text,
	"code_issued_at" timestamp with time zone,
	"code_used_at" timestamp with time zone,
	CONSTRAINT "auth_stand_in_flows_method_known" CHECK ("auth_stand_in_flows"."code_challenge_method" IN ('s256', 'plain'))
);
--> statement-breakpoint
CREATE TABLE "auth_stand_in_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_stand_in_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_stand_in_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"full_name" text NOT NULL,
	"avatar_url" text,
	"email_verified" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "auth_user_id" text;--> statement-breakpoint
ALTER TABLE "auth_stand_in_flows" ADD CONSTRAINT "auth_stand_in_flows_user_id_auth_stand_in_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_stand_in_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_stand_in_refresh_tokens" ADD CONSTRAINT "auth_stand_in_refresh_tokens_session_id_auth_stand_in_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_stand_in_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_stand_in_sessions" ADD CONSTRAINT "auth_stand_in_sessions_user_id_auth_stand_in_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_stand_in_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_stand_in_flows_code_unique" ON "auth_stand_in_flows" USING btree ("auth_code_hash");--> statement-breakpoint
CREATE INDEX "auth_stand_in_refresh_tokens_session_id_idx" ON "auth_stand_in_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "auth_stand_in_sessions_user_id_idx" ON "auth_stand_in_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_stand_in_users_email_unique" ON "auth_stand_in_users" USING btree ("email_normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "users_auth_user_id_unique" ON "users" USING btree ("auth_user_id");