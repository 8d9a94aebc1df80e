CREATE TABLE "category_rules" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"words" text[],
	"manufacturer" text,
	"code_from" numeric(20, 0),
	"code_to" numeric(20, 0),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_rules_match_check" CHECK ("category_rules"."kind" = 'name_words' and cardinality("category_rules"."words") > 0
        or "category_rules"."kind" = 'manufacturer' and "category_rules"."manufacturer" is not null
        or "category_rules"."kind" = 'code_range' and "category_rules"."code_from" <= "category_rules"."code_to")
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "rule_id" integer;--> statement-breakpoint
ALTER TABLE "category_rules" ADD CONSTRAINT "category_rules_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_rules_category_idx" ON "category_rules" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_rule_id_category_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."category_rules"("rule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_rule_idx" ON "product_categories" USING btree ("rule_id") WHERE "product_categories"."rule_id" is not null;