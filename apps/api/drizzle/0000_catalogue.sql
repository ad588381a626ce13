CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"productname" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"badge" text,
	"imageurl" text NOT NULL,
	"isactive" boolean DEFAULT true NOT NULL,
	"displayorder" integer NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_id_positive" CHECK ("categories"."id" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"categoryid" integer NOT NULL,
	"productname" text NOT NULL,
	"brand" text NOT NULL,
	"price" integer NOT NULL,
	"oldprice" integer NOT NULL,
	"discountpercent" integer NOT NULL,
	"starrating" double precision NOT NULL,
	"ratingscount" integer NOT NULL,
	"stock" integer NOT NULL,
	"imageurl" text NOT NULL,
	"freedelivery" boolean NOT NULL,
	"description" text NOT NULL,
	"productdetails" text NOT NULL,
	"keyfeatures" jsonb NOT NULL,
	"specifications" jsonb NOT NULL,
	"badge" text,
	CONSTRAINT "products_prices_non_negative" CHECK ("products"."price" >= 0 AND "products"."oldprice" >= 0),
	CONSTRAINT "products_starrating_range" CHECK ("products"."starrating" BETWEEN 0 AND 5),
	CONSTRAINT "products_stock_non_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_categoryid_categories_id_fk" FOREIGN KEY ("categoryid") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_categoryid_id_idx" ON "products" USING btree ("categoryid","id");