-- Every change to what the catalogue shows tells each listening server instance, which empties its
-- answer cache (decision 0015). Statement-level: a bulk import sends one notice per statement, and
-- PostgreSQL folds identical notices of one transaction into one, delivered at commit.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER category_translations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_translations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER user_types_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_types
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER user_type_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_type_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER user_type_prices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_type_prices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
