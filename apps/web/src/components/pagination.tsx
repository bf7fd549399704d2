import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's pagination with a name for every button: the arrows have only an icon to show. */
export function AppPagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
      {...props}
    />
  );
}
