import { currentPeriod } from '@mobilo/contract';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useReceiptLessAllowance } from '../api/receipt-less';
import '../receipt-less-texts';

/** In the new-expense dialog: the way to declare an expense without a receipt, where the company allows it. */
export function NoReceiptLink() {
  const { t } = useTranslation('receipt-less');
  const allowance = useReceiptLessAllowance(currentPeriod());
  if (!allowance.data?.allowed) return null;
  return (
    <Text size="sm">
      {t('link.question')}{' '}
      <Anchor component={Link} to={paths.expenses.newReceiptLess.href()}>
        {t('link.action')}
      </Anchor>
    </Text>
  );
}
