CREATE TABLE "family_invite_members" (
	"invite_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "family_invite_members_invite_id_member_id_pk" PRIMARY KEY("invite_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "family_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"invitee_phone_e164" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"caregiver_account_id" integer,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "family_invite_members" ADD CONSTRAINT "family_invite_members_invite_id_family_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."family_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invite_members" ADD CONSTRAINT "family_invite_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_invites" ADD CONSTRAINT "family_invites_caregiver_account_id_accounts_id_fk" FOREIGN KEY ("caregiver_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_invite_members_member_idx" ON "family_invite_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "family_invites_account_idx" ON "family_invites" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "family_invites_phone_idx" ON "family_invites" USING btree ("invitee_phone_e164");--> statement-breakpoint
CREATE INDEX "family_invites_caregiver_idx" ON "family_invites" USING btree ("caregiver_account_id") WHERE ended_at is null;