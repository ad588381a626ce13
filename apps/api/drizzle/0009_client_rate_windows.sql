CREATE TABLE "client_rate_windows" (
	"client_key" text PRIMARY KEY NOT NULL,
	"calls" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
