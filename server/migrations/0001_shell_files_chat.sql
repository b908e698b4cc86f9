CREATE TABLE "account_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"participant_ids" text[] NOT NULL,
	"seed_read_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"conversation_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_conversation_id_id_pk" PRIMARY KEY("conversation_id","id")
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"conversation_id" text NOT NULL,
	"account_id" text NOT NULL,
	"read_count" integer NOT NULL,
	CONSTRAINT "chat_reads_conversation_id_account_id_pk" PRIMARY KEY("conversation_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"type" text NOT NULL,
	"parent_id" text,
	"received" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" bigint NOT NULL,
	"parent_id" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"tags" text[] NOT NULL,
	"shared_with" jsonb NOT NULL,
	"shared_emails" text[] NOT NULL,
	"owner_name" text,
	"owner_email" text,
	"content_type" text,
	"storage_key" text,
	"trashed_in" text,
	"trashed_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" text PRIMARY KEY NOT NULL,
	"folder" text NOT NULL,
	"is_unread" boolean NOT NULL,
	"is_starred" boolean NOT NULL,
	"is_important" boolean NOT NULL,
	"label_ids" text[] NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"is_unread" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"table_id" text NOT NULL,
	"name" text NOT NULL,
	"search" jsonb NOT NULL,
	"hidden_columns" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "files_parent" ON "files" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "files_kind" ON "files" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "files_trashed_in" ON "files" USING btree ("trashed_in");--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree (lower("owner_email"));--> statement-breakpoint
CREATE INDEX "files_shared" ON "files" USING gin ("shared_emails");--> statement-breakpoint
CREATE INDEX "files_search_trgm" ON "files" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mails_folder" ON "mails" USING btree ("folder","created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_at" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_account_table_name" ON "saved_views" USING btree ("account_id","table_id",lower("name"));