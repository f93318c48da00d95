-- The chat's unread-message e-mail (D-593): up to when each member was told.
ALTER TABLE "chat_members" ADD COLUMN "notified_at" timestamp (3) with time zone;