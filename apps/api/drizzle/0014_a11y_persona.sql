-- The accessibility persona (@shop/core/qa personas.ts) joins the kinds an account may carry.
ALTER TABLE "users" DROP CONSTRAINT "users_persona_known";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_persona_known" CHECK ("users"."persona" IN ('problem', 'slow', 'error', 'visual', 'a11y'));