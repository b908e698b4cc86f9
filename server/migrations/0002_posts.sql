CREATE TABLE "post_comments" (
	"post_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comments_post_id_id_pk" PRIMARY KEY("post_id","id")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"cover_url" text,
	"tags" text[] NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"meta_keywords" text[] NOT NULL,
	"status" text NOT NULL,
	"allow_comments" boolean NOT NULL,
	"author" jsonb NOT NULL,
	"reading_minutes" integer NOT NULL,
	"views" integer NOT NULL,
	"shares" integer NOT NULL,
	"favorites" integer NOT NULL,
	"published_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_post" ON "post_comments" USING btree ("post_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_newest" ON "posts" USING btree (coalesce("published_at", "created_at"),"seq");--> statement-breakpoint
CREATE INDEX "posts_status" ON "posts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "posts_tags" ON "posts" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "posts_search_trgm" ON "posts" USING gin ("search_text" gin_trgm_ops);