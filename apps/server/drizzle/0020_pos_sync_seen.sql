CREATE TABLE "pos_sync_seen" (
	"run_id" integer NOT NULL,
	"pos_code" text NOT NULL,
	CONSTRAINT "pos_sync_seen_run_id_pos_code_pk" PRIMARY KEY("run_id","pos_code")
);
--> statement-breakpoint
ALTER TABLE "pos_sync_seen" ADD CONSTRAINT "pos_sync_seen_run_id_pos_sync_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pos_sync_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "pos_seen_run";