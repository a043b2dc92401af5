CREATE TABLE "reference_datasets" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
