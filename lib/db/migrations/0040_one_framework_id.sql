-- One id per framework: records spoke of PCI DSS as 'pci' while the directory, its URLs and the API say 'pci-dss'.
-- Every stored code of a record becomes the directory's id; the other frameworks' codes already were their ids.
UPDATE "evidence" SET "framework" = 'pci-dss' WHERE "framework" = 'pci';--> statement-breakpoint
UPDATE "audits" SET "framework" = 'pci-dss' WHERE "framework" = 'pci';--> statement-breakpoint
-- The lists keep their order, and a list that named PCI DSS both ways names it once.
UPDATE "policies" SET "frameworks" = (
  SELECT jsonb_agg("id" ORDER BY "first") FROM (
    SELECT CASE WHEN "value" = '"pci"'::jsonb THEN '"pci-dss"'::jsonb ELSE "value" END AS "id", min("ordinality") AS "first"
    FROM jsonb_array_elements("policies"."frameworks") WITH ORDINALITY GROUP BY 1
  ) AS "mapped"
) WHERE "frameworks" @> '["pci"]'::jsonb;--> statement-breakpoint
UPDATE "reports" SET "frameworks" = (
  SELECT jsonb_agg("id" ORDER BY "first") FROM (
    SELECT CASE WHEN "value" = '"pci"'::jsonb THEN '"pci-dss"'::jsonb ELSE "value" END AS "id", min("ordinality") AS "first"
    FROM jsonb_array_elements("reports"."frameworks") WITH ORDINALITY GROUP BY 1
  ) AS "mapped"
) WHERE "frameworks" @> '["pci"]'::jsonb;
