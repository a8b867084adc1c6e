ALTER TABLE "deliveries" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
-- Deliveries written before the outbox already have their jobs: mark them queued, or they would be sent twice.
UPDATE "deliveries" SET "queued_at" = "created_at";--> statement-breakpoint
CREATE INDEX "deliveries_outbox_idx" ON "deliveries" USING btree ("created_at") WHERE "deliveries"."queued_at" is null;
