-- Numbers are stored in E.164 (players/phone-number.ts): rows written before spelt them as typed.
UPDATE "players" SET "mobile" = '+' || substring(regexp_replace("mobile", '[\s().-]', '', 'g') from 3) WHERE "mobile_prefix" IS NULL AND regexp_replace("mobile", '[\s().-]', '', 'g') ~ '^00[1-9]';--> statement-breakpoint
UPDATE "players" SET "mobile" = '+' || regexp_replace("mobile", '[\s().-]', '', 'g') WHERE "mobile_prefix" IS NULL AND regexp_replace("mobile", '[\s().-]', '', 'g') ~ '^[1-9][0-9]+$';
