ALTER TABLE "products" ADD COLUMN "shop_inactive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pos_active" boolean;--> statement-breakpoint
-- Until now the sync owned `active`: a POS product's is what the POS last said (decision 0063).
UPDATE "products" SET "pos_active" = "active" WHERE "pos_code" IS NOT NULL;
