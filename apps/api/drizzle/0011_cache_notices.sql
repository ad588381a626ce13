-- On the embedded database the server keeps in memory the sessions its bearer checks found active
-- (services/session-cache.ts) and each user's cart reply (services/cart-cache.ts). These triggers
-- tell it, at commit and never for a rolled-back write, what may have changed. On
-- 'shop_sessions_changed': 's:' and the ids of sessions a statement revoked, changed or deleted
-- (deleting a user deletes its sessions), 'u:' and a user id when that user is locked, or '*'.
-- On 'shop_carts_changed': 'u:' and the users whose cart lines a statement wrote, or '*' when a
-- product's or category's fields a cart shows changed (an order's stock change is not one).
-- '*' also stands for a truncate and for a payload too long for NOTIFY.

-- Arguments: the channel, the payload's prefix, and the column of the statement's rows
-- (transition table changed_rows) whose distinct values the payload lists.
CREATE FUNCTION shop_notify_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM changed_rows', TG_ARGV[2]) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify(TG_ARGV[0], CASE WHEN length(ids) > 7000 THEN '*' ELSE TG_ARGV[1] || ids END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Argument: the channel, told '*'.
CREATE FUNCTION shop_notify_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION shop_notify_user_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_sessions_changed', 'u:' || NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_updated_notice AFTER UPDATE ON sessions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_sessions_changed', 's:', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_sessions_changed', 's:', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_truncated_notice AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_everything_changed('shop_sessions_changed');
--> statement-breakpoint
CREATE TRIGGER users_locked_notice AFTER UPDATE OF locked_at ON users
  FOR EACH ROW WHEN (NEW.locked_at IS NOT NULL AND OLD.locked_at IS DISTINCT FROM NEW.locked_at)
  EXECUTE FUNCTION shop_notify_user_locked();
--> statement-breakpoint
CREATE TRIGGER cart_items_inserted_notice AFTER INSERT ON cart_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_carts_changed', 'u:', 'user_id');
--> statement-breakpoint
CREATE TRIGGER cart_items_updated_notice AFTER UPDATE ON cart_items
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_carts_changed', 'u:', 'user_id');
--> statement-breakpoint
CREATE TRIGGER cart_items_deleted_notice AFTER DELETE ON cart_items
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION shop_notify_changed_rows('shop_carts_changed', 'u:', 'user_id');
--> statement-breakpoint
CREATE TRIGGER cart_items_truncated_notice AFTER TRUNCATE ON cart_items
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_everything_changed('shop_carts_changed');
--> statement-breakpoint
CREATE TRIGGER products_cart_fields_notice
  AFTER UPDATE OF productname, brand, imageurl, freedelivery, price, oldprice, discountpercent, categoryid
  ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_everything_changed('shop_carts_changed');
--> statement-breakpoint
CREATE TRIGGER categories_cart_fields_notice AFTER UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_everything_changed('shop_carts_changed');
