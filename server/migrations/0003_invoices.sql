CREATE TABLE "invoice_lines" (
	"invoice_id" text NOT NULL,
	"line" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" double precision NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_line_pk" PRIMARY KEY("invoice_id","line")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"service_line" text NOT NULL,
	"issued_at" text NOT NULL,
	"due_at" text NOT NULL,
	"from_party" jsonb NOT NULL,
	"to_party" jsonb NOT NULL,
	"client_name" text NOT NULL,
	"tax_rate" double precision NOT NULL,
	"discount" double precision NOT NULL,
	"shipping" double precision NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"notes" text NOT NULL,
	"sent_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_issued_at" ON "invoices" USING btree ("issued_at" collate "C","seq");--> statement-breakpoint
CREATE INDEX "invoices_due_at" ON "invoices" USING btree ("due_at" collate "C","seq");--> statement-breakpoint
CREATE INDEX "invoices_status_due" ON "invoices" USING btree ("status","due_at" collate "C");--> statement-breakpoint
CREATE INDEX "invoices_service_line" ON "invoices" USING btree ("service_line");--> statement-breakpoint
CREATE INDEX "invoices_total" ON "invoices" USING btree ("total_cents","seq");--> statement-breakpoint
CREATE INDEX "invoices_client" ON "invoices" USING btree (lower("client_name") collate "C","seq");--> statement-breakpoint
CREATE INDEX "invoices_search_trgm" ON "invoices" USING gin ("search_text" gin_trgm_ops);