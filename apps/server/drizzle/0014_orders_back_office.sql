-- The orders back office (decision 0046): statuses packed and delivery_failed, a version and
-- updated_at on orders, contact details kept on the order, picked weights and the final total, the
-- order's history, and indexes for the orders grid's sort keys, filters and text search.
CREATE TABLE "order_history" (
	"history_id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"changed_by" integer,
	"customer_told" boolean DEFAULT false NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_history_kind_check" CHECK ("order_history"."kind" in ('status', 'note', 'picked', 'shipping', 'contact'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "picked_quantity" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "picked_line_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
-- Orders placed before contact details were kept: the account's name and email, the address's phone.
UPDATE "orders" o SET "customer_name" = u."display_name", "customer_email" = u."email",
  "customer_phone" = o."shipping_address"->>'phone', "updated_at" = o."status_changed_at"
FROM "users" u WHERE u."user_id" = o."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "final_total" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_changed_by_users_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","history_id");--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position","product_id","quantity","picked_quantity","line_total","picked_line_total");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_name","order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email","order_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_picked_check" CHECK ("order_items"."picked_quantity" is null or "order_items"."picked_quantity" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status in ('pending', 'confirmed', 'picking', 'packed', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled'));--> statement-breakpoint
-- The orders count, kept as the users count is (0008): the unfiltered orders grid reads one row.
CREATE TRIGGER "orders_row_count_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "orders_row_count_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "orders_row_count_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "row_count") SELECT 'orders', count(*) FROM "orders";
--> statement-breakpoint
-- An order manager works on orders, not accounts (decision 0046): the seeded group no longer holds
-- users:read (the seed only ever adds, so an existing database loses it here, once).
DELETE FROM "permission_group_permissions" WHERE "permission_id" = 'users:read' AND "permission_group_id" =
  (SELECT "permission_group_id" FROM "permission_groups" WHERE "permission_group_name" = 'order_manager');