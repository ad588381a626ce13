-- Every server keeps the catalogue's replies in memory (services/catalogue-service.ts). These
-- triggers tell all of them, through NOTIFY on 'shop_catalogue_changed', what changed: the ids of
-- the products a statement wrote, or '*' for anything wider (categories, a truncate, a payload
-- too long for NOTIFY). Notices are sent at commit, and never for a rolled-back write.
CREATE FUNCTION shop_notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed_products;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('shop_catalogue_changed', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION shop_notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_inserted_notice AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated_notice AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_deleted_notice AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_truncated_notice AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_changed();
