DROP INDEX "products_category";--> statement-breakpoint
CREATE INDEX "products_category_status" ON "products" USING btree ("category","status");