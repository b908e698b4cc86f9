CREATE TABLE "job_candidates" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"job_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"headline" text NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"content" text NOT NULL,
	"employment_types" text[] NOT NULL,
	"experience" text NOT NULL,
	"locations" text[] NOT NULL,
	"skills" text[] NOT NULL,
	"benefits" text[] NOT NULL,
	"benefit_keys" text[] NOT NULL,
	"salary" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" text NOT NULL,
	"applicants" integer NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_candidates" ADD CONSTRAINT "job_candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_candidates_job_email" ON "job_candidates" USING btree ("job_id","email");--> statement-breakpoint
CREATE INDEX "job_candidates_job" ON "job_candidates" USING btree ("job_id","applied_at");--> statement-breakpoint
CREATE INDEX "jobs_created_at" ON "jobs" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "jobs_title" ON "jobs" USING btree (lower("title") collate "C","seq");--> statement-breakpoint
CREATE INDEX "jobs_expires_at" ON "jobs" USING btree ("expires_at" collate "C","seq");--> statement-breakpoint
CREATE INDEX "jobs_applicants" ON "jobs" USING btree ("applicants","seq");--> statement-breakpoint
CREATE INDEX "jobs_status" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jobs_department" ON "jobs" USING btree ("department");--> statement-breakpoint
CREATE INDEX "jobs_employment_types" ON "jobs" USING gin ("employment_types");--> statement-breakpoint
CREATE INDEX "jobs_locations" ON "jobs" USING gin ("locations");--> statement-breakpoint
CREATE INDEX "jobs_benefit_keys" ON "jobs" USING gin ("benefit_keys");--> statement-breakpoint
CREATE INDEX "jobs_search_trgm" ON "jobs" USING gin ("search_text" gin_trgm_ops);