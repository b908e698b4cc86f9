CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "mails_folder";--> statement-breakpoint
DROP INDEX "mails_created_at";--> statement-breakpoint
DROP INDEX "notifications_created_at";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "account_id" text;--> statement-breakpoint
-- The workspace's shared mails go to its first administrator (the demo account on a seeded database).
UPDATE "mails" SET "account_id" = (SELECT "id" FROM "accounts" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "mails" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "mails" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "account_id" text;--> statement-breakpoint
-- The workspace's shared notifications go to its first administrator (the demo account on a seeded database).
UPDATE "notifications" SET "account_id" = (SELECT "id" FROM "accounts" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "notifications" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_email_lower" ON "invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_account_folder" ON "mails" USING btree ("account_id","folder","created_at");--> statement-breakpoint
CREATE INDEX "mails_account_created_at" ON "mails" USING btree ("account_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "notifications_account_created_at" ON "notifications" USING btree ("account_id","created_at");