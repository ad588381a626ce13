CREATE TABLE "age_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"age_range" text NOT NULL,
	CONSTRAINT "age_groups_age_range_unique" UNIQUE("age_range")
);
--> statement-breakpoint
CREATE TABLE "fit_attribute_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_name" text NOT NULL,
	"category" text NOT NULL,
	"value" text NOT NULL,
	"display_order" integer NOT NULL,
	CONSTRAINT "fit_attribute_options_attribute_value_unique" UNIQUE("attribute_name","value")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" integer PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	CONSTRAINT "genders_gender_unique" UNIQUE("gender")
);
--> statement-breakpoint
CREATE TABLE "shoe_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"size" double precision NOT NULL,
	CONSTRAINT "shoe_sizes_size_unique" UNIQUE("size"),
	CONSTRAINT "shoe_sizes_size_positive" CHECK ("shoe_sizes"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_age_groups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"age_group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_fit_attributes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"shoulder_option_id" integer,
	"waist_option_id" integer,
	"thighs_option_id" integer,
	"hips_option_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_physical_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"height_unit" text NOT NULL,
	"weight_unit" text NOT NULL,
	"height_cm" double precision NOT NULL,
	"height_ft" double precision NOT NULL,
	"weight_kg" double precision NOT NULL,
	"weight_lb" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_physical_stats_height_unit" CHECK ("user_physical_stats"."height_unit" IN ('cm', 'ft')),
	CONSTRAINT "user_physical_stats_weight_unit" CHECK ("user_physical_stats"."weight_unit" IN ('kg', 'lb')),
	CONSTRAINT "user_physical_stats_not_negative" CHECK ("user_physical_stats"."height_cm" >= 0 AND "user_physical_stats"."height_ft" >= 0 AND "user_physical_stats"."weight_kg" >= 0 AND "user_physical_stats"."weight_lb" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_preferred_departments" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gender_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_shoe_sizes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"shoe_size_id" integer NOT NULL,
	"width" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_shoe_sizes_width" CHECK ("user_shoe_sizes"."width" IN ('Narrow', 'Standard', 'Wide'))
);
--> statement-breakpoint
ALTER TABLE "user_age_groups" ADD CONSTRAINT "user_age_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_age_groups" ADD CONSTRAINT "user_age_groups_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fit_attributes" ADD CONSTRAINT "user_fit_attributes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fit_attributes" ADD CONSTRAINT "user_fit_attributes_shoulder_option_id_fit_attribute_options_id_fk" FOREIGN KEY ("shoulder_option_id") REFERENCES "public"."fit_attribute_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fit_attributes" ADD CONSTRAINT "user_fit_attributes_waist_option_id_fit_attribute_options_id_fk" FOREIGN KEY ("waist_option_id") REFERENCES "public"."fit_attribute_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fit_attributes" ADD CONSTRAINT "user_fit_attributes_thighs_option_id_fit_attribute_options_id_fk" FOREIGN KEY ("thighs_option_id") REFERENCES "public"."fit_attribute_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_fit_attributes" ADD CONSTRAINT "user_fit_attributes_hips_option_id_fit_attribute_options_id_fk" FOREIGN KEY ("hips_option_id") REFERENCES "public"."fit_attribute_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_physical_stats" ADD CONSTRAINT "user_physical_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_departments" ADD CONSTRAINT "user_preferred_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferred_departments" ADD CONSTRAINT "user_preferred_departments_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shoe_sizes" ADD CONSTRAINT "user_shoe_sizes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shoe_sizes" ADD CONSTRAINT "user_shoe_sizes_shoe_size_id_shoe_sizes_id_fk" FOREIGN KEY ("shoe_size_id") REFERENCES "public"."shoe_sizes"("id") ON DELETE no action ON UPDATE no action;