import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AuditColumn, auditColumns } from '../../hooks/audit-table-model';
import '../../audit-texts';

/** Shows or hides table columns; hiding every column shows them all again. */
export function ColumnChooser({
  hidden,
  onToggle,
}: {
  hidden: readonly AuditColumn[];
  onToggle: (column: AuditColumn) => void;
}) {
  const { t } = useTranslation('audit');
  return (
    <Menu closeOnItemClick={false} position="bottom-end" shadow="md">
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={16} />}>
          {t('table.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {auditColumns.map((column) => (
          <Menu.Item
            key={column}
            onClick={() => onToggle(column)}
            leftSection={<Checkbox size="xs" checked={!hidden.includes(column)} readOnly tabIndex={-1} aria-hidden />}
            role="menuitemcheckbox"
            aria-checked={!hidden.includes(column)}
          >
            {t(`table.${column}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
