CREATE TABLE "delivery_zone_translations" (
	"delivery_zone_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "delivery_zone_translations_delivery_zone_id_language_code_pk" PRIMARY KEY("delivery_zone_id","language_code"),
	CONSTRAINT "delivery_zone_translations_language_check" CHECK ("delivery_zone_translations"."language_code" in ('en', 'he', 'th'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_names" jsonb;--> statement-breakpoint
ALTER TABLE "delivery_zone_translations" ADD CONSTRAINT "delivery_zone_translations_delivery_zone_id_delivery_zones_delivery_zone_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("delivery_zone_id") ON DELETE cascade ON UPDATE no action;