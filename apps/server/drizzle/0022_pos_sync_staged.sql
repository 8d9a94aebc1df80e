CREATE TABLE "pos_sync_staged" (
	"run_id" integer NOT NULL,
	"page_no" integer NOT NULL,
	"items" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	CONSTRAINT "pos_sync_staged_run_id_page_no_pk" PRIMARY KEY("run_id","page_no")
);
--> statement-breakpoint
ALTER TABLE "pos_sync_runs" DROP CONSTRAINT "pos_sync_runs_status_check";--> statement-breakpoint
ALTER TABLE "pos_sync_runs" ADD COLUMN "hold" jsonb;--> statement-breakpoint
ALTER TABLE "pos_sync_runs" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "pos_sync_runs" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_sync_staged" ADD CONSTRAINT "pos_sync_staged_run_id_pos_sync_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pos_sync_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sync_runs" ADD CONSTRAINT "pos_sync_runs_confirmed_by_users_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_sync_runs" ADD CONSTRAINT "pos_sync_runs_status_check" CHECK ("pos_sync_runs"."status" in ('idle', 'init', 'running', 'stopped', 'failed', 'held', 'done'));