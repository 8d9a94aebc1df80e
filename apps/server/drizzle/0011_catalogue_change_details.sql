-- Catalogue change notices name what changed (decision 0041), one set per transaction: each
-- statement's triggers add the changed product and category ids to transaction-local settings, and
-- a deferred trigger sends them at commit. Notices, each under PostgreSQL's 8000-byte payload limit:
--   p:<ids>  these products show differently (text, translation, prices, images, links, stock)
--   c:<ids>  these categories' product sets changed (links, a product's activity)
--   s        some product's name, barcode, activity or links changed (search answers)
--   *        anything may have changed (categories, visibility, truncation, very large changes)
--   -        rows changed but nothing the storefront shows (admin list totals still follow)
DROP TRIGGER categories_changed ON categories;--> statement-breakpoint
DROP TRIGGER category_translations_changed ON category_translations;--> statement-breakpoint
DROP TRIGGER products_changed ON products;--> statement-breakpoint
DROP TRIGGER product_translations_changed ON product_translations;--> statement-breakpoint
DROP TRIGGER product_categories_changed ON product_categories;--> statement-breakpoint
DROP TRIGGER product_images_changed ON product_images;--> statement-breakpoint
DROP TRIGGER user_types_changed ON user_types;--> statement-breakpoint
DROP TRIGGER user_type_categories_changed ON user_type_categories;--> statement-breakpoint
DROP TRIGGER user_type_prices_changed ON user_type_prices;--> statement-breakpoint
DROP FUNCTION notify_catalogue_changed();--> statement-breakpoint

-- One row per transaction that changed the catalogue, inserted by its first change and deleted by
-- the deferred trigger at commit: no row is ever committed.
CREATE UNLOGGED TABLE catalogue_change_marks (txid xid8 NOT NULL);--> statement-breakpoint

-- Adds ids ('1,2,3', may be null) to this transaction's set of a kind: 'p', 'c', 's' or 'all'.
CREATE FUNCTION note_catalogue_change(kind text, ids text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'grocery.catalogue_' || kind;
BEGIN
  IF coalesce(current_setting('grocery.catalogue_marked', true), '') = '' THEN
    INSERT INTO catalogue_change_marks VALUES (pg_current_xact_id());
    PERFORM set_config('grocery.catalogue_marked', 'yes', true);
  END IF;
  IF ids IS NOT NULL AND ids <> '' THEN
    PERFORM set_config(setting,
      coalesce(nullif(current_setting(setting, true), '') || ',', '') || ids, true);
  END IF;
END $$;--> statement-breakpoint

-- Sends one kind's distinct ids in notices of at most ~7,900 bytes; false when there were none.
CREATE FUNCTION send_catalogue_ids(kind text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  id int;
  chunk text := '';
  sent boolean := false;
BEGIN
  FOR id IN
    SELECT DISTINCT x::int FROM unnest(string_to_array(
      nullif(current_setting('grocery.catalogue_' || kind, true), ''), ',')) x ORDER BY 1
  LOOP
    IF length(chunk) > 7880 THEN
      PERFORM pg_notify('catalogue_changed', kind || ':' || chunk);
      chunk := '';
    END IF;
    chunk := chunk || CASE WHEN chunk = '' THEN '' ELSE ',' END || id;
  END LOOP;
  IF chunk <> '' THEN
    PERFORM pg_notify('catalogue_changed', kind || ':' || chunk);
    sent := true;
  END IF;
  RETURN sent;
END $$;--> statement-breakpoint

CREATE FUNCTION send_catalogue_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sent boolean := false;
  kind text;
BEGIN
  DELETE FROM catalogue_change_marks WHERE txid = NEW.txid;
  -- Past 20,000 product ids (about 20 notices) dropping everything is cheaper for the listeners.
  IF coalesce(current_setting('grocery.catalogue_all', true), '') <> ''
     OR length(coalesce(current_setting('grocery.catalogue_p', true), '')) > 140000 THEN
    PERFORM pg_notify('catalogue_changed', '*');
  ELSE
    sent := send_catalogue_ids('p');
    sent := send_catalogue_ids('c') OR sent;
    IF coalesce(current_setting('grocery.catalogue_s', true), '') <> '' THEN
      PERFORM pg_notify('catalogue_changed', 's');
      sent := true;
    END IF;
    IF NOT sent THEN
      PERFORM pg_notify('catalogue_changed', '-');
    END IF;
  END IF;
  FOREACH kind IN ARRAY ARRAY['marked', 'all', 'p', 'c', 's'] LOOP
    PERFORM set_config('grocery.catalogue_' || kind, '', true);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE CONSTRAINT TRIGGER catalogue_changes_sent AFTER INSERT ON catalogue_change_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION send_catalogue_changes();--> statement-breakpoint

-- Products: only the columns the storefront shows count (a sync touching synced_at or an admin
-- touching the cost price drops no answer). Keep this list in step with shared/catalogue.sql.ts.
CREATE FUNCTION note_products_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    PERFORM note_catalogue_change('p', (
      SELECT string_agg(n.product_id::text, ',') FROM new_rows n JOIN old_rows o USING (product_id)
      WHERE (n.product_name, n.short_desc, n.long_desc, n.barcode, n.active, n.out_of_stock,
             n.online_price, n.promotion_price, n.unit, n.minimum_quantity, n.quantity_step,
             n.image_file, n.image_file_high_res)
        IS DISTINCT FROM
            (o.product_name, o.short_desc, o.long_desc, o.barcode, o.active, o.out_of_stock,
             o.online_price, o.promotion_price, o.unit, o.minimum_quantity, o.quantity_step,
             o.image_file, o.image_file_high_res)));
    IF EXISTS (SELECT FROM new_rows n JOIN old_rows o USING (product_id)
               WHERE (n.product_name, n.barcode, n.active) IS DISTINCT FROM (o.product_name, o.barcode, o.active)) THEN
      PERFORM note_catalogue_change('s', 'yes');
    END IF;
    PERFORM note_catalogue_change('c', (
      SELECT string_agg(DISTINCT pc.category_id::text, ',')
      FROM new_rows n JOIN old_rows o USING (product_id)
      JOIN product_categories pc ON pc.product_id = n.product_id
      WHERE n.active IS DISTINCT FROM o.active));
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    PERFORM note_catalogue_change('p', (SELECT string_agg(product_id::text, ',') FROM new_rows));
    PERFORM note_catalogue_change('s', 'yes');
  ELSE
    -- Deleted products' links go by cascade, and their trigger names the categories.
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    PERFORM note_catalogue_change('p', (SELECT string_agg(product_id::text, ',') FROM old_rows));
    PERFORM note_catalogue_change('s', 'yes');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Tables keyed by product: the changed rows' products. TG_ARGV[0] is 'searchable' when search
-- matches on the table (translated names).
CREATE FUNCTION note_product_rows_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT product_id::text, ',') INTO products FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT product_id::text, ',') INTO products FROM old_rows;
  ELSE
    SELECT string_agg(product_id::text, ',') INTO products
      FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) changed;
  END IF;
  IF products IS NULL THEN RETURN NULL; END IF;
  PERFORM note_catalogue_change('p', products);
  IF TG_ARGV[0] = 'searchable' THEN PERFORM note_catalogue_change('s', 'yes'); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Product links: the products, their categories (pages and counts) and search (reachability).
CREATE FUNCTION note_product_links_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products text;
  categories text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT product_id::text, ','), string_agg(DISTINCT category_id::text, ',')
      INTO products, categories FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT product_id::text, ','), string_agg(DISTINCT category_id::text, ',')
      INTO products, categories FROM old_rows;
  ELSE
    SELECT string_agg(DISTINCT product_id::text, ','), string_agg(DISTINCT category_id::text, ',')
      INTO products, categories
      FROM (SELECT product_id, category_id FROM new_rows UNION SELECT product_id, category_id FROM old_rows) changed;
  END IF;
  IF products IS NULL THEN RETURN NULL; END IF;
  PERFORM note_catalogue_change('p', products);
  PERFORM note_catalogue_change('c', categories);
  PERFORM note_catalogue_change('s', 'yes');
  RETURN NULL;
END $$;--> statement-breakpoint

-- Categories and who sees them change names, visibility and counts across many answers: all of it.
-- A categories update that changes nothing shown (a sync touching the same values) drops nothing.
CREATE FUNCTION note_categories_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'categories' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    IF EXISTS (SELECT FROM new_rows n JOIN old_rows o USING (category_id)
               WHERE (n.category_name, n.active, n.image_file, n.sort_order)
                 IS DISTINCT FROM (o.category_name, o.active, o.image_file, o.sort_order)) THEN
      PERFORM note_catalogue_change('all', 'yes');
    ELSE
      PERFORM note_catalogue_change('-', NULL);
    END IF;
  ELSE
    PERFORM note_catalogue_change('all', 'yes');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- User types themselves show nothing in the storefront (their links and prices have triggers of their own).
CREATE FUNCTION note_unshown_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change('-', NULL);
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE FUNCTION note_catalogue_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change('all', 'yes');
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER products_changes_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_products_change();--> statement-breakpoint
CREATE TRIGGER products_changes_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_products_change();--> statement-breakpoint
CREATE TRIGGER products_changes_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_products_change();--> statement-breakpoint

CREATE TRIGGER product_translations_changes_inserted AFTER INSERT ON product_translations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('searchable');--> statement-breakpoint
CREATE TRIGGER product_translations_changes_updated AFTER UPDATE ON product_translations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('searchable');--> statement-breakpoint
CREATE TRIGGER product_translations_changes_deleted AFTER DELETE ON product_translations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('searchable');--> statement-breakpoint

CREATE TRIGGER product_categories_changes_inserted AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_links_change();--> statement-breakpoint
CREATE TRIGGER product_categories_changes_updated AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_links_change();--> statement-breakpoint
CREATE TRIGGER product_categories_changes_deleted AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_links_change();--> statement-breakpoint

CREATE TRIGGER product_images_changes_inserted AFTER INSERT ON product_images REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('');--> statement-breakpoint
CREATE TRIGGER product_images_changes_updated AFTER UPDATE ON product_images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('');--> statement-breakpoint
CREATE TRIGGER product_images_changes_deleted AFTER DELETE ON product_images REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('');--> statement-breakpoint

CREATE TRIGGER user_type_prices_changes_inserted AFTER INSERT ON user_type_prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('');--> statement-breakpoint
CREATE TRIGGER user_type_prices_changes_updated AFTER UPDATE ON user_type_prices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('');--> statement-breakpoint
CREATE TRIGGER user_type_prices_changes_deleted AFTER DELETE ON user_type_prices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_product_rows_change('');--> statement-breakpoint

CREATE TRIGGER categories_changes_updated AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_categories_change();--> statement-breakpoint
CREATE TRIGGER categories_changes AFTER INSERT OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION note_categories_change();--> statement-breakpoint
CREATE TRIGGER category_translations_changes AFTER INSERT OR UPDATE OR DELETE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION note_categories_change();--> statement-breakpoint
CREATE TRIGGER user_type_categories_changes AFTER INSERT OR UPDATE OR DELETE ON user_type_categories
  FOR EACH STATEMENT EXECUTE FUNCTION note_categories_change();--> statement-breakpoint
CREATE TRIGGER user_types_changes AFTER INSERT OR UPDATE OR DELETE ON user_types
  FOR EACH STATEMENT EXECUTE FUNCTION note_unshown_change();--> statement-breakpoint

CREATE TRIGGER categories_truncated AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER category_translations_truncated AFTER TRUNCATE ON category_translations FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER product_translations_truncated AFTER TRUNCATE ON product_translations FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER product_categories_truncated AFTER TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER product_images_truncated AFTER TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER user_type_categories_truncated AFTER TRUNCATE ON user_type_categories FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();--> statement-breakpoint
CREATE TRIGGER user_type_prices_truncated AFTER TRUNCATE ON user_type_prices FOR EACH STATEMENT EXECUTE FUNCTION note_catalogue_truncated();
