CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_file" text,
	"external_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"category_name" text NOT NULL,
	CONSTRAINT "category_translations_category_id_language_code_pk" PRIMARY KEY("category_id","language_code"),
	CONSTRAINT "category_translations_language_check" CHECK ("category_translations"."language_code" in ('en', 'he', 'th'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_image_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"image_file" text NOT NULL,
	"image_file_high_res" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"product_name" text NOT NULL,
	"short_desc" text,
	"long_desc" text,
	CONSTRAINT "product_translations_product_id_language_code_pk" PRIMARY KEY("product_id","language_code"),
	CONSTRAINT "product_translations_language_check" CHECK ("product_translations"."language_code" in ('en', 'he', 'th'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"short_desc" text,
	"long_desc" text,
	"slug_url" text,
	"barcode" text,
	"active" boolean DEFAULT true NOT NULL,
	"out_of_stock" boolean DEFAULT false NOT NULL,
	"cost_price" numeric(12, 2),
	"consumer_price" numeric(12, 2),
	"online_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"promotion_price" numeric(12, 2),
	"unit" text DEFAULT 'unit' NOT NULL,
	"minimum_quantity" numeric(10, 3) DEFAULT '1' NOT NULL,
	"quantity_step" numeric(10, 3) DEFAULT '1' NOT NULL,
	"image_file" text,
	"image_file_high_res" text,
	"json_source" jsonb,
	"external_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "products_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "products_unit_check" CHECK ("products"."unit" in ('unit', 'kg')),
	CONSTRAINT "products_quantity_check" CHECK ("products"."minimum_quantity" > 0 and "products"."quantity_step" > 0),
	CONSTRAINT "products_price_check" CHECK ("products"."online_price" >= 0 and coalesce("products"."promotion_price", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_type_categories" (
	"user_type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "user_type_categories_user_type_id_category_id_pk" PRIMARY KEY("user_type_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "user_type_prices" (
	"user_type_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(12, 2),
	"minimum_quantity" numeric(10, 3) DEFAULT '1' NOT NULL,
	"quantity_step" numeric(10, 3) DEFAULT '1' NOT NULL,
	CONSTRAINT "user_type_prices_user_type_id_product_id_pk" PRIMARY KEY("user_type_id","product_id"),
	CONSTRAINT "user_type_prices_quantity_check" CHECK ("user_type_prices"."minimum_quantity" > 0 and "user_type_prices"."quantity_step" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"user_type_id" serial PRIMARY KEY NOT NULL,
	"user_type_name" text NOT NULL,
	"user_type_desc" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_types_user_type_name_unique" UNIQUE("user_type_name")
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_categories" ADD CONSTRAINT "user_type_categories_user_type_id_user_types_user_type_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("user_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_categories" ADD CONSTRAINT "user_type_categories_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_prices" ADD CONSTRAINT "user_type_prices_user_type_id_user_types_user_type_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("user_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_type_prices" ADD CONSTRAINT "user_type_prices_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_default" ON "product_images" USING btree ("product_id") WHERE "product_images"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("barcode") WHERE "products"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "user_type_categories_category_idx" ON "user_type_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "user_type_prices_product_idx" ON "user_type_prices" USING btree ("product_id");