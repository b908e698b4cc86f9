CREATE TABLE "calendar_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"all_day" boolean NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"guests" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"column_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"labels" text[] NOT NULL,
	"assignees" jsonb NOT NULL,
	"reporter" jsonb NOT NULL,
	"due_start" text,
	"due_end" text,
	"completed" boolean NOT NULL,
	"comments" jsonb NOT NULL,
	"attachments" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "files" text[];--> statement-breakpoint
ALTER TABLE "kanban_tasks" ADD CONSTRAINT "kanban_tasks_column_id_kanban_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."kanban_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_start" ON "calendar_events" USING btree ("start_at","seq");--> statement-breakpoint
CREATE INDEX "calendar_events_end" ON "calendar_events" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "kanban_tasks_column" ON "kanban_tasks" USING btree ("column_id","position");--> statement-breakpoint
CREATE INDEX "mails_created_at" ON "mails" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "mails_search_trgm" ON "mails" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Written by hand: the search text of the messages already stored, as the server writes it (subject,
-- message, sender, recipients; lower case, the common accented letters folded; `npm run server:seed`
-- rewrites it with the demo's exact normalize).
UPDATE "mails" SET "search_text" = translate(lower(concat_ws(' ',
	"data"->>'subject', "data"->>'message', "data"->'from'->>'name', "data"->'from'->>'email',
	(SELECT string_agg(concat(t->>'name', ' ', t->>'email'), ' ') FROM jsonb_array_elements(coalesce("data"->'to', '[]'::jsonb)) AS t))),
	'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy');
