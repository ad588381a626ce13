-- Servers keep search replies too (services/catalogue/search-cache.ts), and no longer hold every
-- product to compare a changed one with: the update notice now says whether a field that a search
-- reply shows changed ('search:101,102'), or only others such as stock (an order: '101,102'), so
-- an order never drops the kept searches. The fields are @shop/core's SearchHit (the category's
-- slug comes with categoryid); catalogue-notices.test.ts checks the two lists agree.
CREATE FUNCTION shop_notify_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  search_shown boolean;
BEGIN
  SELECT string_agg(DISTINCT changed.id::text, ','), bool_or(changed.search_shown)
    INTO ids, search_shown
    FROM (
      SELECT coalesce(new_row.id, old_row.id) AS id,
             (new_row.id, new_row.productname, new_row.brand, new_row.price, new_row.oldprice,
              new_row.discountpercent, new_row.imageurl, new_row.categoryid)
             IS DISTINCT FROM
             (old_row.id, old_row.productname, old_row.brand, old_row.price, old_row.oldprice,
              old_row.discountpercent, old_row.imageurl, old_row.categoryid) AS search_shown
        FROM updated_products new_row
        FULL JOIN previous_products old_row ON old_row.id = new_row.id
    ) changed;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('shop_catalogue_changed', CASE
      WHEN length(ids) > 7000 THEN '*'
      WHEN search_shown THEN 'search:' || ids
      ELSE ids
    END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_updated_notice ON products;
--> statement-breakpoint
CREATE TRIGGER products_updated_notice AFTER UPDATE ON products
  REFERENCING OLD TABLE AS previous_products NEW TABLE AS updated_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_products_updated();
