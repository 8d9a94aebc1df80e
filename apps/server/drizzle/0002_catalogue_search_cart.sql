CREATE TABLE "cart_items" (
	"cart_item_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(10, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_product_unique" ON "cart_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
-- Search (hand-written; see the catalogue decision note in docs/decisions). Trigram GIN
-- indexes find a term anywhere in a name, in every language (pg_trgm needs no stemmer, so Hebrew
-- and Thai work). The b-trees on lower(name) in the "C" collation find exact and prefix matches in
-- name order (LIKE 'x%' is a range there), also for 2-character terms that make no trigram; the
-- barcode one finds barcode prefixes.
CREATE INDEX "product_translations_name_trgm" ON "product_translations" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_trgm" ON "products" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_translations_name_prefix" ON "product_translations" USING btree ((lower("product_name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "products_name_prefix" ON "products" USING btree ((lower("product_name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "products_barcode_prefix" ON "products" USING btree (("barcode" COLLATE "C")) WHERE "barcode" IS NOT NULL;--> statement-breakpoint
-- Inactive products are few: counting a category's active products subtracts them (see catalogue.service.ts).
CREATE INDEX "products_inactive_idx" ON "products" USING btree ("product_id") WHERE NOT "active";
