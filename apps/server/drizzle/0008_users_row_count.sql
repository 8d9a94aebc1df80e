CREATE TABLE "table_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
-- Keeps table_row_counts exact: one update per statement, in the statement's own transaction.
CREATE FUNCTION "keep_table_row_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE table_row_counts SET row_count = row_count + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE table_row_counts SET row_count = row_count - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  ELSE
    UPDATE table_row_counts SET row_count = 0 WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_row_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "users_row_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "users_row_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
-- Counted after the triggers exist: creating them locked users against writes until this commits.
INSERT INTO "table_row_counts" ("table_name", "row_count") SELECT 'users', count(*) FROM "users";
