-- The products' search index holds the category beside the trigrams (server/db/schema.ts,
-- docs/server.md#load-bench): btree_gin lets the category's equality share the GIN index, so a
-- search within a category reads one bitmap; a search alone still uses the trigrams alone.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "products_category_search_trgm" ON "products" USING gin ("category","search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "products_search_trgm";
