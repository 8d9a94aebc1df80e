CREATE TABLE "pos_price_upload" (
	"upload_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"items" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_price_upload_one_row" CHECK ("pos_price_upload"."upload_id" = 1)
);
--> statement-breakpoint
ALTER TABLE "pos_sync_runs" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "pos_price_upload" ADD CONSTRAINT "pos_price_upload_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;