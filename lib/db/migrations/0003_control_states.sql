CREATE TABLE "control_states" (
	"organization_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"owner_member_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "control_states_organization_id_control_id_pk" PRIMARY KEY("organization_id","control_id")
);
--> statement-breakpoint
ALTER TABLE "control_states" ADD CONSTRAINT "control_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_states" ADD CONSTRAINT "control_states_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;