-- Delivery zones (a GeoJSON outline and a polygon to search), weekly windows, blackout days, the
-- per-slot lock rows, shoppers' holds, and the slot each order booked (decision 0047).
CREATE TABLE "delivery_blackouts" (
	"delivery_blackout_id" serial PRIMARY KEY NOT NULL,
	"blackout_date" date NOT NULL,
	"delivery_zone_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slot_holds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"delivery_zone_window_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"delivery_zone_window_id" integer NOT NULL,
	"slot_date" date NOT NULL,
	CONSTRAINT "delivery_slots_delivery_zone_window_id_slot_date_pk" PRIMARY KEY("delivery_zone_window_id","slot_date")
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_windows" (
	"delivery_zone_window_id" serial PRIMARY KEY NOT NULL,
	"delivery_zone_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"capacity" integer,
	"cutoff_hours" numeric(6, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "delivery_zone_windows_day_check" CHECK ("delivery_zone_windows"."day_of_week" between 0 and 6),
	CONSTRAINT "delivery_zone_windows_times_check" CHECK ("delivery_zone_windows"."start_time" < "delivery_zone_windows"."end_time"),
	CONSTRAINT "delivery_zone_windows_capacity_check" CHECK ("delivery_zone_windows"."capacity" is null or "delivery_zone_windows"."capacity" >= 0),
	CONSTRAINT "delivery_zone_windows_cutoff_check" CHECK ("delivery_zone_windows"."cutoff_hours" is null or "delivery_zone_windows"."cutoff_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"delivery_zone_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" double precision,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"polygon_geojson" jsonb NOT NULL,
	"area" "polygon" NOT NULL,
	"area_km2" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_window_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_start" time;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_end" time;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "delivery_blackouts" ADD CONSTRAINT "delivery_blackouts_delivery_zone_id_delivery_zones_delivery_zone_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("delivery_zone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" ADD CONSTRAINT "delivery_slot_holds_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" ADD CONSTRAINT "delivery_slot_holds_delivery_zone_window_id_delivery_zone_windows_delivery_zone_window_id_fk" FOREIGN KEY ("delivery_zone_window_id") REFERENCES "public"."delivery_zone_windows"("delivery_zone_window_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_delivery_zone_window_id_delivery_zone_windows_delivery_zone_window_id_fk" FOREIGN KEY ("delivery_zone_window_id") REFERENCES "public"."delivery_zone_windows"("delivery_zone_window_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_windows" ADD CONSTRAINT "delivery_zone_windows_delivery_zone_id_delivery_zones_delivery_zone_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("delivery_zone_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_blackouts_day_zone_unique" ON "delivery_blackouts" USING btree ("blackout_date",coalesce("delivery_zone_id", 0));--> statement-breakpoint
CREATE INDEX "delivery_slot_holds_slot_idx" ON "delivery_slot_holds" USING btree ("delivery_zone_window_id","slot_date","expires_at");--> statement-breakpoint
CREATE INDEX "delivery_zone_windows_zone_idx" ON "delivery_zone_windows" USING btree ("delivery_zone_id","day_of_week","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zones_name_unique" ON "delivery_zones" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_zones_area_idx" ON "delivery_zones" USING gist ("area");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_zone_window_id_delivery_zone_windows_delivery_zone_window_id_fk" FOREIGN KEY ("delivery_zone_window_id") REFERENCES "public"."delivery_zone_windows"("delivery_zone_window_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_delivery_slot_idx" ON "orders" USING btree ("delivery_zone_window_id","delivery_date") WHERE "orders"."status" <> 'cancelled';