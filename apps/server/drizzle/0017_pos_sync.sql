-- Point-of-sale sync (decision 0048): the POS code, name, stock and last run on products, the POS code on
-- categories, the encrypted POS session, the runs (cursor, counts, speed, heartbeat) and their failed items.
CREATE TABLE "pos_connection" (
	"connection_id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"username" text NOT NULL,
	"session_cipher" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "pos_connection_one_row" CHECK ("pos_connection"."connection_id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pos_sync_failures" (
	"failed_item_id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"operation" text NOT NULL,
	"external_id" text,
	"error" text NOT NULL,
	"item" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retried_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pos_sync_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"phase" text,
	"cursor" text,
	"total_items" integer,
	"processed" integer DEFAULT 0 NOT NULL,
	"items_per_second" numeric(12, 1),
	"since" timestamp with time zone,
	"stopped_requested" boolean DEFAULT false NOT NULL,
	"error" text,
	"worker" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "pos_sync_runs_kind_check" CHECK ("pos_sync_runs"."kind" in ('full', 'delta')),
	CONSTRAINT "pos_sync_runs_status_check" CHECK ("pos_sync_runs"."status" in ('idle', 'init', 'running', 'stopped', 'failed', 'done'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "pos_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pos_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pos_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" numeric(12, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pos_seen_run" integer;--> statement-breakpoint
ALTER TABLE "pos_sync_failures" ADD CONSTRAINT "pos_sync_failures_run_id_pos_sync_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pos_sync_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_sync_failures_run_idx" ON "pos_sync_failures" USING btree ("run_id","failed_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_pos_code_unique" ON "categories" USING btree ("pos_code") WHERE "categories"."pos_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_pos_code_unique" ON "products" USING btree ("pos_code") WHERE "products"."pos_code" is not null;