import { Alert, Badge, Stack, Table } from '@mantine/core';
import type { ImportRowResult, ImportUsersResponse, userImportColumns } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../users-texts';

type UserImportColumn = (typeof userImportColumns)[number];

/** A column of the template is named in a report as its field on the user form. */
const columnLabelKey = {
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  email: 'form.email',
  role: 'form.role',
  personalNumber: 'form.personalNumber',
  userType: 'form.userType',
  budgetGroup: 'form.budgetClass',
  language: 'form.culture',
  commuteDistanceKm: 'form.commuteDistanceKm',
  workingDaysPerMonth: 'form.workingDaysPerMonth',
} as const satisfies Record<UserImportColumn, string>;

const statusColor: Record<ImportRowResult['status'], string> = {
  IMPORTED: 'success',
  VALID: 'secondary',
  REFUSED: 'danger',
};

/** The import's answer: a line per row of the file with its result and its problems. */
export function ImportReport({ report }: { report: ImportUsersResponse }) {
  const { t } = useTranslation('users');
  const problemText = (problem: ImportRowResult['problems'][number]) =>
    t(`import.problems.${problem.problem}`, { field: columnLabel(problem.field) });
  const columnLabel = (column: string | null) => {
    if (column === null) return '';
    const key = columnLabelKey[column as UserImportColumn];
    return key ? t(key) : column;
  };
  return (
    <Stack>
      {report.refusedCount === 0 ? (
        <Alert color="success">{t('import.imported', { count: report.importedCount })}</Alert>
      ) : (
        <Alert color="danger">{t('import.refused', { count: report.refusedCount })}</Alert>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.columns.line')}</Table.Th>
              <Table.Th>{t('import.columns.email')}</Table.Th>
              <Table.Th>{t('import.columns.status')}</Table.Th>
              <Table.Th>{t('import.columns.problems')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={row.line} data-testid="import-row">
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>{row.email || '–'}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[row.status]} variant="light">
                    {t(`import.rowStatus.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{row.problems.map(problemText).join('; ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
