ALTER TABLE "products" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_quantity" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pos_measure_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_package_check" CHECK ("products"."package_unit" in ('g', 'kg', 'ml', 'l', 'm', 'unit') and "products"."package_quantity" > 0
        or "products"."package_unit" is null and "products"."package_quantity" is null);