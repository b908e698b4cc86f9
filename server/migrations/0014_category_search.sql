-- The products' search index holds the category beside the trigrams (server/db/schema.ts,
-- docs/server.md#load-bench): btree_gin lets the category's equality share the GIN index, so a
-- search within a category reads one bitmap; a search alone still uses the trigrams alone. Its
-- pending list of recent edits, which every search scans, is merged past 64 kB instead of 4 MB.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "products_category_search_trgm" ON "products" USING gin ("category","search_text" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
DROP INDEX "products_search_trgm";
