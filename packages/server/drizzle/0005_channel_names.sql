ALTER TABLE "channels" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded channels' names per language, for databases seeded before this column (seed.ts has the same).
UPDATE "channels" SET "names" = '{"nl": "SEPA-overschrijving", "en": "SEPA bank transfer", "de": "SEPA-Überweisung", "zh-Hant": "SEPA 銀行轉帳", "zh-Hans": "SEPA 银行转账", "ko": "SEPA 계좌 이체"}'::jsonb WHERE "id" = 'sepa-eur' AND "names" = '{}'::jsonb;--> statement-breakpoint
UPDATE "channels" SET "names" = '{"nl": "USD-bankoverschrijving", "en": "USD wire transfer", "de": "USD-Auslandsüberweisung", "zh-Hant": "美元電匯", "zh-Hans": "美元电汇", "ko": "USD 해외 송금"}'::jsonb WHERE "id" = 'wire-usd' AND "names" = '{}'::jsonb;
