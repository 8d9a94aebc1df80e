ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug_url") WHERE "products"."slug_url" is not null;--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree ("product_name","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_modified_idx" ON "products" USING btree ("modified_at","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_synced_idx" ON "products" USING btree ("synced_at","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_barcode_idx" ON "products" USING btree ("barcode","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_online_price_idx" ON "products" USING btree ("online_price","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_consumer_price_idx" ON "products" USING btree ("consumer_price","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_active_idx" ON "products" USING btree ("active","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_external_id_idx" ON "products" USING btree ("external_id","product_id");--> statement-breakpoint
CREATE INDEX "products_admin_image_idx" ON "products" USING btree ("image_file","product_id");--> statement-breakpoint
-- The products count, kept as the users count is (0008): the unfiltered admin list reads one row.
CREATE TRIGGER "products_row_count_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "products_row_count_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
CREATE TRIGGER "products_row_count_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_row_count();
--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "row_count") SELECT 'products', count(*) FROM "products";
