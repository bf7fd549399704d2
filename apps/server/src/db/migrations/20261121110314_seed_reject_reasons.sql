-- Reject reasons (DECISIONS "Review"): global, ranked, bilingual; the operator manages them later.
INSERT INTO "reject_reasons" ("code", "description_en", "description_de", "active", "ranking") VALUES
  ('RECEIPT_UNREADABLE', 'Receipt unreadable', 'Beleg unleserlich', true, 1),
  ('RECEIPT_MISSING', 'Receipt missing', 'Beleg fehlt', true, 2),
  ('WRONG_BILLING_PERIOD', 'Wrong billing period', 'Falscher Abrechnungszeitraum', true, 3),
  ('NOT_A_MOBILITY_EXPENSE', 'Not a mobility expense', 'Keine Mobilitätsausgabe', true, 4),
  ('MOBILITY_TYPE_NOT_ALLOWED', 'Mobility type not allowed', 'Mobilitätsart nicht erlaubt', true, 5),
  ('AMOUNT_MISMATCH', 'Amount does not match receipt', 'Betrag stimmt nicht mit dem Beleg überein', true, 6),
  ('DUPLICATE', 'Duplicate', 'Duplikat', true, 7),
  ('OTHER', 'Other', 'Sonstiges', true, 8)
ON CONFLICT ("code") DO NOTHING;
