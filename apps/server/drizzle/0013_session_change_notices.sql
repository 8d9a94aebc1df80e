-- Session lookups kept per instance for public reads (decision 0043) follow these notices, sent at
-- commit: `u:<user ids>` when a user's sessions, account, permissions, groups or user types change,
-- `*` when a permission group changes (it may concern anyone).
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_ARGV[0] = 'everyone' OR TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sessions_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT user_id::text, ',') INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT user_id::text, ',') INTO changed FROM old_rows;
  ELSE
    SELECT string_agg(user_id::text, ',') INTO changed
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) rows;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_notify('sessions_changed', CASE WHEN length(changed) > 7900 THEN '*' ELSE 'u:' || changed END);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER sessions_changes_updated AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER sessions_changes_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER users_sessions_changes_updated AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER users_sessions_changes_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_permissions_sessions_inserted AFTER INSERT ON user_permissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_permissions_sessions_updated AFTER UPDATE ON user_permissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_permissions_sessions_deleted AFTER DELETE ON user_permissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_permission_groups_sessions_inserted AFTER INSERT ON user_permission_groups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_permission_groups_sessions_updated AFTER UPDATE ON user_permission_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_permission_groups_sessions_deleted AFTER DELETE ON user_permission_groups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_user_types_sessions_inserted AFTER INSERT ON user_user_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_user_types_sessions_updated AFTER UPDATE ON user_user_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER user_user_types_sessions_deleted AFTER DELETE ON user_user_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('');--> statement-breakpoint
CREATE TRIGGER permission_groups_sessions_changed AFTER UPDATE OR DELETE ON permission_groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('everyone');--> statement-breakpoint
CREATE TRIGGER permission_group_permissions_sessions_changed AFTER INSERT OR UPDATE OR DELETE ON permission_group_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('everyone');--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('everyone');--> statement-breakpoint
CREATE TRIGGER users_sessions_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('everyone');--> statement-breakpoint
CREATE TRIGGER user_user_types_sessions_truncated AFTER TRUNCATE ON user_user_types FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed('everyone');
