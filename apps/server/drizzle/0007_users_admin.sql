CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree ("display_name","user_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","user_id");