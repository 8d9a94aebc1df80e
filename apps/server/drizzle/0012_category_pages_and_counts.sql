ALTER TABLE "categories" ADD COLUMN "active_product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "product_categories_active_idx" ON "product_categories" USING btree ("category_id","product_id") WHERE "product_categories"."active";--> statement-breakpoint
-- A category's page of active products is one range of product_categories_active_idx, and its
-- count one column (decision 0042): each link carries its product's activity, and each category
-- the number of its active links, both kept by the triggers below.
UPDATE product_categories pc SET active = false FROM products p WHERE p.product_id = pc.product_id AND NOT p.active;--> statement-breakpoint
UPDATE categories c SET active_product_count = (
  SELECT count(*) FROM product_categories pc WHERE pc.category_id = c.category_id AND pc.active);--> statement-breakpoint

CREATE FUNCTION product_link_takes_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.active := coalesce((SELECT active FROM products WHERE product_id = NEW.product_id), true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER product_categories_take_activity BEFORE INSERT OR UPDATE OF product_id ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_link_takes_activity();--> statement-breakpoint

CREATE FUNCTION products_activity_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_categories pc SET active = n.active
  FROM new_rows n JOIN old_rows o USING (product_id)
  WHERE pc.product_id = n.product_id AND n.active IS DISTINCT FROM o.active AND pc.active IS DISTINCT FROM n.active;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_activity_to_links AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_activity_to_links();--> statement-breakpoint

-- Applies a statement's changes of active links per category, in category id order (two statements
-- changing the same categories wait for each other instead of deadlocking).
CREATE FUNCTION product_links_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR change IN SELECT category_id, count(*)::int AS delta FROM new_rows WHERE active
                  GROUP BY category_id ORDER BY category_id LOOP
      UPDATE categories SET active_product_count = active_product_count + change.delta
      WHERE category_id = change.category_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR change IN SELECT category_id, count(*)::int AS delta FROM old_rows WHERE active
                  GROUP BY category_id ORDER BY category_id LOOP
      UPDATE categories SET active_product_count = active_product_count - change.delta
      WHERE category_id = change.category_id;
    END LOOP;
  ELSE
    FOR change IN SELECT category_id, sum(delta)::int AS delta FROM (
                    SELECT category_id, 1 AS delta FROM new_rows WHERE active
                    UNION ALL SELECT category_id, -1 FROM old_rows WHERE active) counted
                  GROUP BY category_id HAVING sum(delta) <> 0 ORDER BY category_id LOOP
      UPDATE categories SET active_product_count = active_product_count + change.delta
      WHERE category_id = change.category_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_categories_count_inserted AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_links_count();--> statement-breakpoint
CREATE TRIGGER product_categories_count_updated AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_links_count();--> statement-breakpoint
CREATE TRIGGER product_categories_count_deleted AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_links_count();--> statement-breakpoint

CREATE FUNCTION product_links_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories SET active_product_count = 0 WHERE active_product_count <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_categories_count_truncated AFTER TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION product_links_truncated();
