CREATE TABLE "dev_task_attachments" (
	"task_attachment_id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"display_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_task_comments" (
	"task_comment_id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"comment_text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_tasks" (
	"task_id" serial PRIMARY KEY NOT NULL,
	"task_name" text NOT NULL,
	"short_description" text,
	"status" text DEFAULT 'created' NOT NULL,
	"status_rank" smallint GENERATED ALWAYS AS (case status when 'created' then 0 when 'inProgress' then 1 when 'block' then 2 when 'cancelled' then 3 when 'qa' then 4 when 'done' then 5 end) STORED NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"priority_rank" smallint GENERATED ALWAYS AS (case priority when 'low' then 0 when 'medium' then 1 when 'high' then 2 when 'urgent' then 3 end) STORED NOT NULL,
	"assigned_to" integer,
	"assigned_to_display_name" text,
	"created_by" integer,
	"created_by_display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attachments_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dev_tasks_status_check" CHECK (status in ('created', 'inProgress', 'block', 'cancelled', 'qa', 'done')),
	CONSTRAINT "dev_tasks_priority_check" CHECK (priority in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "dev_tasks_attachments_count_check" CHECK ("dev_tasks"."attachments_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "dev_task_attachments" ADD CONSTRAINT "dev_task_attachments_task_id_dev_tasks_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."dev_tasks"("task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_task_attachments" ADD CONSTRAINT "dev_task_attachments_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_task_comments" ADD CONSTRAINT "dev_task_comments_task_id_dev_tasks_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."dev_tasks"("task_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_task_comments" ADD CONSTRAINT "dev_task_comments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_tasks" ADD CONSTRAINT "dev_tasks_assigned_to_users_user_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dev_tasks" ADD CONSTRAINT "dev_tasks_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_task_attachments_storage_key_unique" ON "dev_task_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "dev_task_attachments_task_idx" ON "dev_task_attachments" USING btree ("task_id","uploaded_at","task_attachment_id");--> statement-breakpoint
CREATE INDEX "dev_task_attachments_uploaded_by_idx" ON "dev_task_attachments" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "dev_task_comments_task_idx" ON "dev_task_comments" USING btree ("task_id","created_at","task_comment_id");--> statement-breakpoint
CREATE INDEX "dev_task_comments_created_by_idx" ON "dev_task_comments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_name_idx" ON "dev_tasks" USING btree ("task_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_status_idx" ON "dev_tasks" USING btree ("status_rank","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_priority_idx" ON "dev_tasks" USING btree ("priority_rank","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_assignee_name_idx" ON "dev_tasks" USING btree ("assigned_to_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_creator_name_idx" ON "dev_tasks" USING btree ("created_by_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_created_idx" ON "dev_tasks" USING btree ("created_at","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_by_attachments_idx" ON "dev_tasks" USING btree ("attachments_count","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_status_by_name_idx" ON "dev_tasks" USING btree ("status_rank","task_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_status_by_priority_idx" ON "dev_tasks" USING btree ("status_rank","priority_rank","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_status_by_assignee_name_idx" ON "dev_tasks" USING btree ("status_rank","assigned_to_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_status_by_creator_name_idx" ON "dev_tasks" USING btree ("status_rank","created_by_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_status_by_created_idx" ON "dev_tasks" USING btree ("status_rank","created_at","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_status_by_attachments_idx" ON "dev_tasks" USING btree ("status_rank","attachments_count","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_priority_by_name_idx" ON "dev_tasks" USING btree ("priority_rank","task_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_priority_by_status_idx" ON "dev_tasks" USING btree ("priority_rank","status_rank","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_priority_by_assignee_name_idx" ON "dev_tasks" USING btree ("priority_rank","assigned_to_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_priority_by_creator_name_idx" ON "dev_tasks" USING btree ("priority_rank","created_by_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_priority_by_created_idx" ON "dev_tasks" USING btree ("priority_rank","created_at","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_priority_by_attachments_idx" ON "dev_tasks" USING btree ("priority_rank","attachments_count","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_name_idx" ON "dev_tasks" USING btree ("assigned_to","task_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_status_idx" ON "dev_tasks" USING btree ("assigned_to","status_rank","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_priority_idx" ON "dev_tasks" USING btree ("assigned_to","priority_rank","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_assignee_name_idx" ON "dev_tasks" USING btree ("assigned_to","assigned_to_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_creator_name_idx" ON "dev_tasks" USING btree ("assigned_to","created_by_display_name","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_created_idx" ON "dev_tasks" USING btree ("assigned_to","created_at","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_assignee_by_attachments_idx" ON "dev_tasks" USING btree ("assigned_to","attachments_count","task_id");--> statement-breakpoint
CREATE INDEX "dev_tasks_created_by_idx" ON "dev_tasks" USING btree ("created_by");--> statement-breakpoint
-- The assignee's and creator's display names, copied onto the task for the list's sort (decision
-- 0050): set from users whenever the task's user changes (null when there is none, or it was
-- deleted: the foreign key's set null is an update too) ...
CREATE FUNCTION "dev_tasks_copy_user_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.assigned_to IS DISTINCT FROM OLD.assigned_to THEN
    NEW.assigned_to_display_name := (SELECT display_name FROM users WHERE user_id = NEW.assigned_to);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.created_by IS DISTINCT FROM OLD.created_by THEN
    NEW.created_by_display_name := (SELECT display_name FROM users WHERE user_id = NEW.created_by);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "dev_tasks_copy_user_names" BEFORE INSERT OR UPDATE OF "assigned_to", "created_by" ON "dev_tasks"
  FOR EACH ROW EXECUTE FUNCTION dev_tasks_copy_user_names();
--> statement-breakpoint
-- ... and kept when a user's display name changes, in the rename's own transaction.
CREATE FUNCTION "users_copy_display_name_to_dev_tasks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE dev_tasks SET assigned_to_display_name = NEW.display_name WHERE assigned_to = NEW.user_id;
  UPDATE dev_tasks SET created_by_display_name = NEW.display_name WHERE created_by = NEW.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_copy_display_name_to_dev_tasks" AFTER UPDATE OF "display_name" ON "users"
  FOR EACH ROW WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name)
  EXECUTE FUNCTION users_copy_display_name_to_dev_tasks();
--> statement-breakpoint
-- The tasks count, kept as the users count is (0008): the unfiltered task list reads one row.
CREATE TRIGGER "dev_tasks_row_count_insert" AFTER INSERT ON "dev_tasks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "dev_tasks_row_count_delete" AFTER DELETE ON "dev_tasks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "dev_tasks_row_count_truncate" AFTER TRUNCATE ON "dev_tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "row_count") SELECT 'dev_tasks', count(*) FROM "dev_tasks";
