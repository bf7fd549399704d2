import {
  emailSchema,
  isEmailOfCompanyDomains,
  type ImportRowProblem,
  type ImportRowResult,
  type ImportUsersResponse,
  languages,
  roleNames,
  type RoleName,
  userImportColumns,
  userTypes,
  type Language,
  type UserType,
} from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { listBudgetGroupRefs } from '../budget-groups/budget-groups.service';
import { getCompanyFacts } from '../companies/companies.service';
import { judgePersonalNumbers } from '../tax-buckets/personal-numbers.service';
import { readCsvImport } from '../../platform/csv';
import { isAssignableRole } from './user-admin.policy';
import { insertUserRecords } from '../users/user-records.service';
import { findUsersByEmails, listRoles } from './user-admin.repository';

type Column = (typeof userImportColumns)[number];
const requiredColumns: Column[] = ['firstName', 'lastName', 'email', 'role'];
const maxLength: Record<Column, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  role: 50,
  personalNumber: 50,
  userType: 20,
  budgetGroup: 100,
  language: 10,
  commuteDistanceKm: 4,
  workingDaysPerMonth: 2,
};

/** Whole numbers of a range; an empty cell is no figure. */
const wholeNumberIn = (value: string | undefined, max: number) =>
  !value || (/^\d+$/.test(value) && Number(value) <= max);
const wholeNumberOrNull = (value: string | undefined) => (value ? Number(value) : null);

/** The import template: a header line with a BOM and semicolons, which Excel opens as columns. */
export function userImportTemplate(): string {
  return `\uFEFF${userImportColumns.join(';')}\r\n`;
}

interface ParsedRow {
  line: number;
  values: Partial<Record<Column, string>>;
  problems: ImportRowResult['problems'];
}

function readRows(content: string): ParsedRow[] {
  const { header, rows } = readCsvImport(content);
  const known = new Map(userImportColumns.map((column) => [column.toLowerCase(), column]));
  const columns = header.fields.map((name) => known.get(name.trim().toLowerCase()) ?? null);
  const missing = requiredColumns.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw new AppError('CSV_INVALID', `missing column ${missing.join(', ')}`);
  if (rows.length === 0) throw new AppError('CSV_INVALID', 'no rows');
  return rows.map((record) => {
    const values: Partial<Record<Column, string>> = {};
    const problems: ImportRowResult['problems'] = [];
    if (record.fields.length !== header.fields.length) problems.push({ problem: 'WRONG_COLUMN_COUNT', field: null });
    columns.forEach((column, index) => {
      if (column) values[column] = record.fields[index]?.trim() ?? '';
    });
    return { line: record.line, values, problems };
  });
}

const add = (row: ParsedRow, problem: ImportRowProblem, field: Column | null) => row.problems.push({ problem, field });

/**
 * Imports every row in one transaction, or none: a file with any refused row writes nothing and
 * reports each row.
 */
export async function importUsers(
  { db }: ServiceDeps,
  actor: Actor,
  { content }: { content: string },
): Promise<ImportUsersResponse> {
  const rows = readRows(content);
  const [roles, groups, company] = await Promise.all([
    listRoles(db),
    listBudgetGroupRefs(db, actor.companyId),
    getCompanyFacts(db, actor.companyId),
  ]);
  // Empty user type or language cells take the company's defaults.
  const defaults = { userType: company.defaultUserType, language: company.defaultLanguage };
  const roleIds = new Map(roles.map((role) => [role.name, role.id]));
  const groupIds = new Map(groups.map((group) => [group.name.toLowerCase(), group.id]));
  const seen = new Set<string>();

  for (const row of rows) {
    const v = row.values;
    for (const column of requiredColumns) if (!v[column]) add(row, 'MISSING_FIELD', column);
    for (const column of userImportColumns) {
      if ((v[column]?.length ?? 0) > maxLength[column]) add(row, 'FIELD_TOO_LONG', column);
    }
    const email = v.email?.toLowerCase() ?? '';
    if (email && !emailSchema.safeParse(email).success) add(row, 'INVALID_EMAIL', 'email');
    else if (email && !isEmailOfCompanyDomains(email, company.domains)) add(row, 'EMAIL_DOMAIN_NOT_ALLOWED', 'email');
    else if (email && seen.has(email)) add(row, 'DUPLICATE_EMAIL_IN_FILE', 'email');
    if (email) seen.add(email);
    const role = v.role?.toUpperCase() ?? '';
    if (role && !(roleNames.includes(role as RoleName) && isAssignableRole(role as RoleName)))
      add(row, 'UNKNOWN_ROLE', 'role');
    if (v.userType && !userTypes.includes(v.userType.toUpperCase() as never)) add(row, 'UNKNOWN_USER_TYPE', 'userType');
    if (v.language && !languages.includes(v.language.toLowerCase() as never)) add(row, 'UNKNOWN_LANGUAGE', 'language');
    if (v.budgetGroup && !groupIds.has(v.budgetGroup.toLowerCase())) add(row, 'UNKNOWN_BUDGET_GROUP', 'budgetGroup');
    if (!wholeNumberIn(v.commuteDistanceKm, 1000)) add(row, 'INVALID_NUMBER', 'commuteDistanceKm');
    if (!wholeNumberIn(v.workingDaysPerMonth, 31)) add(row, 'INVALID_NUMBER', 'workingDaysPerMonth');
  }
  const personalNumberRefusals = await judgePersonalNumbers(
    db,
    actor.companyId,
    rows.map((row) => ({ personalNumber: row.values.personalNumber ?? null })),
  );
  rows.forEach((row, index) => {
    const refusal = personalNumberRefusals[index];
    if (refusal) add(row, refusal, 'personalNumber');
  });
  // Only addresses of the company's own domains are looked up, so the file cannot probe others.
  const ownDomain = [...seen].filter((email) => isEmailOfCompanyDomains(email, company.domains));
  const taken = new Set((await findUsersByEmails(db, ownDomain)).map((user) => user.email.toLowerCase()));
  for (const row of rows) {
    if (taken.has(row.values.email?.toLowerCase() ?? '')) add(row, 'EMAIL_TAKEN', 'email');
  }

  const refusedCount = rows.filter((row) => row.problems.length > 0).length;
  if (refusedCount > 0) {
    return {
      importedCount: 0,
      refusedCount,
      rows: rows.map((row) => ({
        line: row.line,
        email: row.values.email ?? '',
        status: row.problems.length > 0 ? 'REFUSED' : 'VALID',
        problems: row.problems,
      })),
    };
  }

  await db.transaction(async (tx) => insertRows(tx, actor, rows, { roleIds, groupIds, defaults }));
  return {
    importedCount: rows.length,
    refusedCount: 0,
    rows: rows.map((row) => ({ line: row.line, email: row.values.email ?? '', status: 'IMPORTED', problems: [] })),
  };
}

async function insertRows(
  tx: Executor,
  actor: Actor,
  rows: ParsedRow[],
  lookups: {
    roleIds: Map<string, string>;
    groupIds: Map<string, string>;
    defaults: { userType: UserType; language: Language };
  },
) {
  const inserted = await insertUserRecords(
    tx,
    actor.companyId,
    rows.map(({ values: v }) => ({
      firstName: v.firstName!,
      lastName: v.lastName!,
      email: v.email!,
      roleId: lookups.roleIds.get(v.role!.toUpperCase())!,
      personalNumber: v.personalNumber || null,
      userType: userTypes.find((type) => type === v.userType?.toUpperCase()) ?? lookups.defaults.userType,
      culture: languages.find((language) => language === v.language?.toLowerCase()) ?? lookups.defaults.language,
      budgetGroupId: v.budgetGroup ? (lookups.groupIds.get(v.budgetGroup.toLowerCase()) ?? null) : null,
      commuteDistanceKm: wholeNumberOrNull(v.commuteDistanceKm),
      workingDaysPerMonth: wholeNumberOrNull(v.workingDaysPerMonth),
      status: 'CREATED',
      createdBy: actor.userId,
    })),
  );
  await recordAuditEvent(tx, actor.companyId, {
    actorId: actor.userId,
    action: 'user.import',
    subjectType: 'user',
    subjectId: null,
    data: { userIds: inserted.map((row) => row.id) },
  });
}
