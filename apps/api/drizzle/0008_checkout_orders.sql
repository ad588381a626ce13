CREATE TABLE "addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"mobile" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text NOT NULL,
	"landmark" text NOT NULL,
	"pin" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"outcome" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"imageurl" text NOT NULL,
	"storage" text,
	"color" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_old_price" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"address" jsonb NOT NULL,
	"buyer_state_code" text NOT NULL,
	"delivery_date" date NOT NULL,
	"slot" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_detail" text NOT NULL,
	"payment_outcome" text NOT NULL,
	"subtotal" integer NOT NULL,
	"you_save" integer NOT NULL,
	"promo_code" text,
	"discount" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"taxable_value" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_total_non_negative" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"pin" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"cod" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_pin_pin_codes_pin_fk" FOREIGN KEY ("pin") REFERENCES "public"."pin_codes"("pin") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "card_tokens_user_id_idx" ON "card_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_unique" ON "order_lines" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_placed_idx" ON "orders" USING btree ("user_id","placed_at");