-- Reference data: the roles and the rights each carries (see the contract's defaultRightsOfRole).
INSERT INTO "roles" ("name", "rights") VALUES
  ('ADMIN', ARRAY['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS', 'CAN_EDIT_EXPENSES']),
  ('ADMIN_LIGHT', ARRAY['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS']),
  ('CARD_ADMIN', ARRAY['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS']),
  ('EXPENSE_CHECKER', ARRAY['CAN_GET_ALL_EXPENSES', 'CAN_EDIT_EXPENSES']),
  ('ACCOUNTANT', ARRAY['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS']),
  ('USER', ARRAY[]::text[]),
  ('GOD', ARRAY[]::text[])
ON CONFLICT ("name") DO UPDATE SET "rights" = EXCLUDED."rights";
