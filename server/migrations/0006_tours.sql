CREATE TABLE "tour_bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"tour_id" text NOT NULL,
	"tour_name" text NOT NULL,
	"customer" text NOT NULL,
	"company" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"highlights" text[] NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"services" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"price" double precision NOT NULL,
	"price_sale" double precision,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer NOT NULL,
	"guides" jsonb NOT NULL,
	"guide_emails" text[] NOT NULL,
	"images" text[] NOT NULL,
	"status" text NOT NULL,
	"rating" double precision NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tour_bookings_tour" ON "tour_bookings" USING btree ("tour_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_bookings_created_at" ON "tour_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tours_start_date" ON "tours" USING btree ("start_date" collate "C","seq");--> statement-breakpoint
CREATE INDEX "tours_name" ON "tours" USING btree (lower("name") collate "C","seq");--> statement-breakpoint
CREATE INDEX "tours_price" ON "tours" USING btree (coalesce("price_sale", "price"),"seq");--> statement-breakpoint
CREATE INDEX "tours_created_at" ON "tours" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "tours_status" ON "tours" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tours_country" ON "tours" USING btree ("country");--> statement-breakpoint
CREATE INDEX "tours_services" ON "tours" USING gin ("services");--> statement-breakpoint
CREATE INDEX "tours_guide_emails" ON "tours" USING gin ("guide_emails");--> statement-breakpoint
CREATE INDEX "tours_search_trgm" ON "tours" USING gin ("search_text" gin_trgm_ops);