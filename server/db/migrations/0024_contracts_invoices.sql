CREATE TABLE "contract" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"customer_code" varchar(64),
	"name" varchar(200) NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_name" varchar(200) NOT NULL,
	"contact" varchar(64),
	"phone" varchar(32),
	"kind" smallint NOT NULL,
	"quote_id" uuid,
	"signed_on" date,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"discount_percent" numeric(5, 2),
	"package_sum" numeric(12, 2),
	"ceiling" numeric(12, 2),
	"used" numeric(12, 2) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"remark" varchar(500),
	"create_dept" uuid,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contract_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contract_line" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"charge_standard_id" uuid,
	"item_name" varchar(200) NOT NULL,
	"taxon" varchar(64),
	"specification" varchar(200),
	"inspection_type" varchar(64) NOT NULL,
	"unit" varchar(16) DEFAULT '台' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"standard_price" numeric(12, 2),
	"unit_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "contract_line_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"code" varchar(32) NOT NULL,
	"invoice_no" varchar(32) NOT NULL,
	"issued_on" date NOT NULL,
	"kind" smallint NOT NULL,
	"customer_id" uuid NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"buyer_tax_no" varchar(18),
	"buyer_address" varchar(200),
	"buyer_phone" varchar(32),
	"buyer_bank" varchar(100),
	"buyer_account" varchar(32),
	"tax_rate_percent" numeric(5, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"net" numeric(12, 2) NOT NULL,
	"status" smallint DEFAULT 100 NOT NULL,
	"reverses" uuid,
	"reason" varchar(500),
	"remark" varchar(500),
	"create_dept" uuid,
	"create_user" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_order" (
	"tenant_id" varchar(12) NOT NULL,
	"id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "invoice_order_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "invoice_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "contract_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_order" ADD COLUMN "income_source" varchar(64) DEFAULT '3' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "standard_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "taxon" varchar(64);--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "price_basis" varchar(16);--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "reduction_type" varchar(64);--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "reduction_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "test_item" ADD COLUMN "reduction" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_tenant_id_quote_id_quote_tenant_id_id_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quote"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_line" ADD CONSTRAINT "contract_line_tenant_id_contract_id_contract_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contract_id") REFERENCES "public"."contract"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_line" ADD CONSTRAINT "contract_line_tenant_id_charge_standard_id_charge_standard_tenant_id_id_fk" FOREIGN KEY ("tenant_id","charge_standard_id") REFERENCES "public"."charge_standard"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_tenant_id_customer_id_crm_customer_tenant_id_id_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."crm_customer"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_order" ADD CONSTRAINT "invoice_order_tenant_id_invoice_id_invoice_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoice"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_order" ADD CONSTRAINT "invoice_order_tenant_id_order_id_lab_order_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."lab_order"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_code_uq" ON "contract" USING btree ("tenant_id","code") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "contract_created_idx" ON "contract" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "contract_customer_idx" ON "contract" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "contract_line_contract_idx" ON "contract_line" USING btree ("tenant_id","contract_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_code_uq" ON "invoice" USING btree ("tenant_id","code") WHERE is_deleted = false;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_no_uq" ON "invoice" USING btree ("tenant_id","invoice_no") WHERE is_deleted = false;--> statement-breakpoint
CREATE INDEX "invoice_created_idx" ON "invoice" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "invoice_customer_idx" ON "invoice" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "invoice_order_invoice_idx" ON "invoice_order" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_order_order_idx" ON "invoice_order" USING btree ("tenant_id","order_id");--> statement-breakpoint
ALTER TABLE "lab_order" ADD CONSTRAINT "lab_order_tenant_id_contract_id_contract_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contract_id") REFERENCES "public"."contract"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_order_contract_idx" ON "lab_order" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE INDEX "lab_order_settled_idx" ON "lab_order" USING btree ("tenant_id","settled_at");--> statement-breakpoint
CREATE POLICY "contract_tenant_isolation" ON "contract" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "contract_line_tenant_isolation" ON "contract_line" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "invoice_tenant_isolation" ON "invoice" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
CREATE POLICY "invoice_order_tenant_isolation" ON "invoice_order" AS PERMISSIVE FOR ALL TO "metrodesk_app" USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));--> statement-breakpoint
-- Contracts and invoices belong to the department of whoever made them (data scope 'dept').
CREATE TRIGGER "contract_create_dept" BEFORE INSERT ON "contract"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();
--> statement-breakpoint
CREATE TRIGGER "invoice_create_dept" BEFORE INSERT ON "invoice"
  FOR EACH ROW EXECUTE FUNCTION fill_create_dept();
