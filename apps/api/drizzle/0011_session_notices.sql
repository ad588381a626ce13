-- On the embedded database the server keeps the sessions its bearer checks found active in memory
-- (services/session-cache.ts). These triggers tell it, through NOTIFY on 'shop_sessions_changed',
-- which of them may no longer authenticate: 's:' and the ids of sessions a statement revoked,
-- changed or deleted (deleting a user deletes its sessions), 'u:' and a user id when that user is
-- locked, or '*' for anything wider (a truncate, a payload too long for NOTIFY). Notices are sent
-- at commit, and never for a rolled-back write.
CREATE FUNCTION shop_notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed_sessions;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('shop_sessions_changed', CASE WHEN length(ids) > 7000 THEN '*' ELSE 's:' || ids END);
  END IF;
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
CREATE FUNCTION shop_notify_every_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shop_sessions_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_updated_notice AFTER UPDATE ON sessions
  REFERENCING NEW TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated_notice AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_every_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_locked_notice AFTER UPDATE OF locked_at ON users
  FOR EACH ROW WHEN (NEW.locked_at IS NOT NULL AND OLD.locked_at IS DISTINCT FROM NEW.locked_at)
  EXECUTE FUNCTION shop_notify_user_locked();
