CREATE TABLE "growth_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "growth_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"weight_kg" numeric(6, 2),
	"height_cm" numeric(5, 2),
	"head_cm" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_records_some_value_ck" CHECK (weight_kg is not null or height_cm is not null or head_cm is not null),
	CONSTRAINT "growth_records_weight_ck" CHECK (weight_kg is null or (weight_kg >= 0.3 and weight_kg <= 150)),
	CONSTRAINT "growth_records_height_ck" CHECK (height_cm is null or (height_cm >= 30 and height_cm <= 220)),
	CONSTRAINT "growth_records_head_ck" CHECK (head_cm is null or (head_cm >= 20 and head_cm <= 65))
);
--> statement-breakpoint
CREATE TABLE "who_lms" (
	"indicator" text NOT NULL,
	"sex" text NOT NULL,
	"age" smallint NOT NULL,
	"l" double precision NOT NULL,
	"m" double precision NOT NULL,
	"s" double precision NOT NULL,
	"measure" text,
	CONSTRAINT "who_lms_indicator_sex_age_pk" PRIMARY KEY("indicator","sex","age"),
	CONSTRAINT "who_lms_sex_ck" CHECK (sex in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_records" ADD CONSTRAINT "growth_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_records_member_idx" ON "growth_records" USING btree ("member_id","measured_on");