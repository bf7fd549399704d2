/** The roles and their rights; their schemas are in `role-schemas.ts`, so that screens read these without the schema library. */
export const roleNames = [
  'ADMIN',
  'ADMIN_LIGHT',
  'CARD_ADMIN',
  'EXPENSE_CHECKER',
  'ACCOUNTANT',
  'USER',
  'GOD',
] as const;
export type RoleName = (typeof roleNames)[number];

/** Rights a role carries. Modules add theirs here; the database stores them per role. */
export const rights = [
  'CAN_GET_ALL_EXPENSES',
  'CAN_MANAGE_PERIODS',
  'CAN_EDIT_EXPENSES',
  'CAN_MANAGE_USERS',
  'CAN_MANAGE_BUDGET_GROUPS',
] as const;
export type Right = (typeof rights)[number];

/** The rights each role is created with (DECISIONS "Rights"). */
export const defaultRightsOfRole: Record<RoleName, readonly Right[]> = {
  ADMIN: [
    'CAN_GET_ALL_EXPENSES',
    'CAN_MANAGE_PERIODS',
    'CAN_EDIT_EXPENSES',
    'CAN_MANAGE_USERS',
    'CAN_MANAGE_BUDGET_GROUPS',
  ],
  ADMIN_LIGHT: ['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS', 'CAN_MANAGE_USERS', 'CAN_MANAGE_BUDGET_GROUPS'],
  CARD_ADMIN: ['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS', 'CAN_MANAGE_USERS', 'CAN_MANAGE_BUDGET_GROUPS'],
  EXPENSE_CHECKER: ['CAN_GET_ALL_EXPENSES', 'CAN_EDIT_EXPENSES'],
  ACCOUNTANT: ['CAN_GET_ALL_EXPENSES', 'CAN_MANAGE_PERIODS'],
  USER: [],
  GOD: [],
};

/** 'Any admin' in the specification: admin, light admin or card admin. */
export const anyAdminRoles: readonly RoleName[] = ['ADMIN', 'ADMIN_LIGHT', 'CARD_ADMIN'];

/** The employee area (spec 001 §3 menu table): own expenses, receipts, tickets. */
export const employeeAreaRoles: readonly RoleName[] = [...anyAdminRoles, 'USER'];

/**
 * Who reviews expenses (check, mark, marker note, reject): the admin roles and the checker. The
 * accountant reads the review lists (CAN_GET_ALL_EXPENSES) but does not review.
 */
export const reviewerRoles: readonly RoleName[] = [...anyAdminRoles, 'EXPENSE_CHECKER'];

export function isReviewerRole(role: RoleName): boolean {
  return reviewerRoles.includes(role);
}

export function isAnyAdmin(role: RoleName): boolean {
  return anyAdminRoles.includes(role);
}
