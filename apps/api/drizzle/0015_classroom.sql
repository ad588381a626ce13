-- Classroom mode (demo mode): classes and the sandboxes that joined them (src/db/classroom-schema.ts).
CREATE TABLE "qa_class_learners" (
	"class_code" text NOT NULL,
	"sandbox_key" text PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"exercise_ids" text[] NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"teacher_key_hash" text NOT NULL,
	"created_by_sandbox" text NOT NULL,
	"switches" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qa_classes_code_shape" CHECK ("qa_classes"."code" ~ '^[A-Z0-9]{6}$')
);
--> statement-breakpoint
ALTER TABLE "qa_class_learners" ADD CONSTRAINT "qa_class_learners_class_code_qa_classes_code_fk" FOREIGN KEY ("class_code") REFERENCES "public"."qa_classes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qa_class_learners_nickname_unique" ON "qa_class_learners" USING btree ("class_code",lower("nickname"));--> statement-breakpoint
CREATE INDEX "qa_classes_created_by_idx" ON "qa_classes" USING btree ("created_by_sandbox","created_at");--> statement-breakpoint
-- Every server keeps which class each sandbox is in, with the class's switches, in memory
-- (src/qa/class-memberships.ts). These triggers tell all of them, at commit, what to forget, on
-- 'shop_classes_changed': 's:' and the sandboxes that joined or left, 'c:' and the classes whose
-- switches, end or name changed (or that were deleted), '*' for a truncate or a payload too long.
CREATE TRIGGER qa_class_learners_inserted_notice AFTER INSERT ON qa_class_learners
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_classes_changed', 's:', 'sandbox_key');
--> statement-breakpoint
CREATE TRIGGER qa_class_learners_updated_notice AFTER UPDATE ON qa_class_learners
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_classes_changed', 's:', 'sandbox_key');
--> statement-breakpoint
CREATE TRIGGER qa_class_learners_deleted_notice AFTER DELETE ON qa_class_learners
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_classes_changed', 's:', 'sandbox_key');
--> statement-breakpoint
CREATE TRIGGER qa_class_learners_truncated_notice AFTER TRUNCATE ON qa_class_learners
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_everything_changed('shop_classes_changed');
--> statement-breakpoint
CREATE TRIGGER qa_classes_updated_notice AFTER UPDATE ON qa_classes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_classes_changed', 'c:', 'code');
--> statement-breakpoint
CREATE TRIGGER qa_classes_deleted_notice AFTER DELETE ON qa_classes
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_classes_changed', 'c:', 'code');
--> statement-breakpoint
CREATE TRIGGER qa_classes_truncated_notice AFTER TRUNCATE ON qa_classes
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_everything_changed('shop_classes_changed');
