-- UNLOGGED: a counter rewritten every second needs no write-ahead log; a crash empties it (rate-limits.tables.ts).
CREATE UNLOGGED TABLE "rate_limit_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts_expires_idx" ON "rate_limit_counts" USING btree ("expires_at");