CREATE TABLE "pos_promotions_import" (
	"import_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"chain_id" text,
	"store_id" text,
	"read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unknown_items" integer DEFAULT 0 NOT NULL,
	"unknown_sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"promotion_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"for_everyone" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotion_categories_promotion_id_category_id_pk" PRIMARY KEY("promotion_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"for_everyone" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_user_types" (
	"promotion_id" integer NOT NULL,
	"user_type_id" integer NOT NULL,
	CONSTRAINT "promotion_user_types_promotion_id_user_type_id_pk" PRIMARY KEY("promotion_id","user_type_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promotion_id" serial PRIMARY KEY NOT NULL,
	"source" text DEFAULT 'shop' NOT NULL,
	"source_key" text,
	"imported_from" text,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target" text NOT NULL,
	"reward_kind" text NOT NULL,
	"price" numeric(12, 2),
	"amount" numeric(12, 2),
	"percent" numeric(5, 2),
	"quantity" integer,
	"buy" integer,
	"get" integer,
	"nth" integer,
	"min_quantity" numeric(10, 3),
	"min_order_total" numeric(12, 2),
	"limit_per_order" numeric(10, 3),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"combines" boolean DEFAULT false NOT NULL,
	"on_customer_price" text DEFAULT 'lower' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"for_everyone" boolean DEFAULT true NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_source_check" CHECK ("promotions"."source" in ('shop', 'pos')),
	CONSTRAINT "promotions_target_check" CHECK ("promotions"."target" in ('products', 'categories', 'order')),
	CONSTRAINT "promotions_mode_check" CHECK ("promotions"."on_customer_price" in ('lower', 'on_top')),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_reward_check" CHECK ("promotions"."reward_kind" = 'unit_price' and "promotions"."price" > 0
        or "promotions"."reward_kind" = 'amount_off' and "promotions"."amount" > 0
        or "promotions"."reward_kind" = 'percent_off' and "promotions"."percent" > 0 and "promotions"."percent" < 100
        or "promotions"."reward_kind" = 'bundle' and "promotions"."quantity" >= 2 and "promotions"."price" > 0
        or "promotions"."reward_kind" = 'buy_get' and "promotions"."buy" >= 1 and "promotions"."get" >= 1
        or "promotions"."reward_kind" = 'nth_off' and "promotions"."nth" >= 2 and "promotions"."percent" > 0 and "promotions"."percent" <= 100)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "saving" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "promotion_names" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deal_unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_promotion_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_promotion_names" jsonb;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_user_types" ADD CONSTRAINT "promotion_user_types_promotion_id_promotions_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("promotion_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_user_types" ADD CONSTRAINT "promotion_user_types_user_type_id_user_types_user_type_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("user_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_categories_category_idx" ON "promotion_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "promotion_categories_shown_idx" ON "promotion_categories" USING btree ("category_id","ends_at") WHERE "promotion_categories"."shown";--> statement-breakpoint
CREATE INDEX "promotion_products_product_idx" ON "promotion_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotion_products_shown_idx" ON "promotion_products" USING btree ("product_id","ends_at") WHERE "promotion_products"."shown";--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_source_key_unique" ON "promotions" USING btree ("source_key") WHERE "promotions"."source" = 'pos';--> statement-breakpoint
CREATE INDEX "promotions_live_idx" ON "promotions" USING btree ("ends_at") WHERE "promotions"."active" and "promotions"."withdrawn_at" is null;--> statement-breakpoint
-- A promotion shows on the cards of its products and categories for some customer types: any
-- change to one drops every kept storefront answer (they are few, and kept a minute at most).
CREATE FUNCTION note_promotions_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM note_catalogue_change('all', 'yes');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER promotions_changes AFTER INSERT OR UPDATE OR DELETE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION note_promotions_change();--> statement-breakpoint
CREATE TRIGGER promotion_products_changes AFTER INSERT OR UPDATE OR DELETE ON promotion_products
  FOR EACH STATEMENT EXECUTE FUNCTION note_promotions_change();--> statement-breakpoint
CREATE TRIGGER promotion_categories_changes AFTER INSERT OR UPDATE OR DELETE ON promotion_categories
  FOR EACH STATEMENT EXECUTE FUNCTION note_promotions_change();--> statement-breakpoint
CREATE TRIGGER promotion_user_types_changes AFTER INSERT OR UPDATE OR DELETE ON promotion_user_types
  FOR EACH STATEMENT EXECUTE FUNCTION note_promotions_change();
--> statement-breakpoint
-- A card's deal is chosen on the link rows alone (decision 0068): each new link takes its
-- promotion's facts, and a change to a promotion's facts reaches its links in the same statement.
CREATE FUNCTION promotion_link_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT pr.active AND pr.withdrawn_at IS NULL, pr.starts_at, pr.ends_at, pr.for_everyone
    INTO NEW.shown, NEW.starts_at, NEW.ends_at, NEW.for_everyone
    FROM promotions pr WHERE pr.promotion_id = NEW.promotion_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER promotion_products_facts BEFORE INSERT ON promotion_products
  FOR EACH ROW EXECUTE FUNCTION promotion_link_facts();--> statement-breakpoint
CREATE TRIGGER promotion_categories_facts BEFORE INSERT ON promotion_categories
  FOR EACH ROW EXECUTE FUNCTION promotion_link_facts();--> statement-breakpoint
CREATE FUNCTION promotion_facts_to_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promotion_products l
    SET shown = n.active AND n.withdrawn_at IS NULL, starts_at = n.starts_at, ends_at = n.ends_at,
      for_everyone = n.for_everyone
    FROM new_rows n
    WHERE l.promotion_id = n.promotion_id
      AND (l.shown, l.starts_at, l.ends_at, l.for_everyone)
        IS DISTINCT FROM (n.active AND n.withdrawn_at IS NULL, n.starts_at, n.ends_at, n.for_everyone);
  UPDATE promotion_categories l
    SET shown = n.active AND n.withdrawn_at IS NULL, starts_at = n.starts_at, ends_at = n.ends_at,
      for_everyone = n.for_everyone
    FROM new_rows n
    WHERE l.promotion_id = n.promotion_id
      AND (l.shown, l.starts_at, l.ends_at, l.for_everyone)
        IS DISTINCT FROM (n.active AND n.withdrawn_at IS NULL, n.starts_at, n.ends_at, n.for_everyone);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER promotions_facts_to_links AFTER UPDATE ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION promotion_facts_to_links();
