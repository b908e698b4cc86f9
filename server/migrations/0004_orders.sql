CREATE TABLE "order_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number_value" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_day" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text;--> statement-breakpoint
-- Orders stored before this migration held the whole record in "data": the new columns and the
-- timeline are filled from it (search text lower-cased only; `npm run server:seed` rewrites it exactly).
UPDATE "orders" SET
	"number" = "data"->>'number',
	"number_value" = coalesce(nullif(regexp_replace("data"->>'number', '\D', '', 'g'), '')::bigint, 0),
	"billing_name" = "data"->'billing'->>'name',
	"total_cents" = round(("data"->>'total')::numeric * 100)::bigint,
	"account_id" = "data"->>'accountId',
	"created_day" = to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD'),
	"search_text" = lower(concat_ws(' ', "data"->>'number', "data"->'billing'->>'name', "data"->'billing'->>'email', coalesce("data"->'billing'->>'company', ''),
		(select string_agg(i->>'name', ' ') from jsonb_array_elements("data"->'items') i)));--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at", "by")
	SELECT o."id", e->>'status', (e->>'at')::timestamptz, coalesce(e->>'by', '')
	FROM "orders" o, jsonb_array_elements(coalesce(o."data"->'timeline', '[]'::jsonb)) WITH ORDINALITY AS t(e, n)
	ORDER BY o."created_at", o."id", t.n;--> statement-breakpoint
UPDATE "orders" SET "data" = "data" - 'status' - 'timeline';--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number_value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "billing_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "created_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "search_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_created_at" ON "orders" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "orders_created_day" ON "orders" USING btree ("created_day" collate "C");--> statement-breakpoint
CREATE INDEX "orders_number_value" ON "orders" USING btree ("number_value","seq");--> statement-breakpoint
CREATE INDEX "orders_total" ON "orders" USING btree ("total_cents","seq");--> statement-breakpoint
CREATE INDEX "orders_billing_name" ON "orders" USING btree (lower("billing_name") collate "C","seq");--> statement-breakpoint
CREATE INDEX "orders_account" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "orders_search_trgm" ON "orders" USING gin ("search_text" gin_trgm_ops);