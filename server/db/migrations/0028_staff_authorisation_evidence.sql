CREATE TABLE "staff_lapse_notice" (
	"tenant_id" varchar(12) NOT NULL,
	"subject" varchar(16) NOT NULL,
	"subject_id" uuid NOT NULL,
	"lapse_date" date NOT NULL,
	"lead" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_lapse_notice_tenant_id_subject_subject_id_lapse_date_lead_pk" PRIMARY KEY("tenant_id","subject","subject_id","lapse_date","lead")
);
--> statement-breakpoint
ALTER TABLE "staff_lapse_notice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_ability" ADD COLUMN "item_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_ability" ADD COLUMN "certificate_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_ability" ADD COLUMN "training_id" uuid;--> statement-breakpoint
-- Existing rows get item_name '' (every item of their ability type, as they were) before the key takes it in.
-- They rest on no evidence, so they no longer hold (src/domain/staff/authorisation.ts): the list shows them 无依据
-- and the lapses list flags them until the lab grants them again on a certificate or a passed training.
ALTER TABLE "staff_ability" DROP CONSTRAINT "staff_ability_tenant_id_user_id_ability_code_pk";--> statement-breakpoint
ALTER TABLE "staff_ability" ADD CONSTRAINT "staff_ability_tenant_id_user_id_ability_code_item_name_pk" PRIMARY KEY("tenant_id","user_id","ability_code","item_name");--> statement-breakpoint
CREATE POLICY "staff_lapse_notice_tenant_isolation" ON "staff_lapse_notice" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));