-- The header search reads a narrow table of its own (catalogue-schema.ts productSearch): each
-- product's search document joined with its category's. On a million products the search read
-- the wide products rows (1.6 GB with descriptions and specifications) for every match; these rows
-- are a seventh of that, and the category's words need no join. Triggers keep it: products added,
-- renamed, rebranded or moved, and categories renamed; the foreign key takes deletions and ids.
CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"categoryid" integer NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_document_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_categoryid_id_idx" ON "product_search" USING btree ("categoryid","id");--> statement-breakpoint
CREATE FUNCTION shop_product_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, categoryid, document)
    SELECT added.id, added.categoryid, added.search_document || category.search_document
      FROM added_products added
      JOIN categories category ON category.id = added.categoryid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_product_search_added();
--> statement-breakpoint
CREATE FUNCTION shop_product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search
     SET categoryid = NEW.categoryid, document = NEW.search_document || category.search_document
    FROM categories category
   WHERE category.id = NEW.categoryid AND product_search.id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_changed AFTER UPDATE OF productname, brand, categoryid ON products
  FOR EACH ROW EXECUTE FUNCTION shop_product_search_changed();
--> statement-breakpoint
CREATE FUNCTION shop_product_search_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search
     SET document = product.search_document || NEW.search_document
    FROM products product
   WHERE product.id = product_search.id AND product_search.categoryid = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_renamed AFTER UPDATE OF productname, description ON categories
  FOR EACH ROW EXECUTE FUNCTION shop_product_search_category_renamed();
--> statement-breakpoint
INSERT INTO product_search (id, categoryid, document)
  SELECT product.id, product.categoryid, product.search_document || category.search_document
    FROM products product
    JOIN categories category ON category.id = product.categoryid;
--> statement-breakpoint
-- A planner without statistics for the new table picks a scan of every row for a rare word.
ANALYZE product_search;
