import { modals } from '@mantine/modals';
import { Text } from '@mantine/core';
import type { EntryAccess, RouteName } from '@mobilo/contract';
import type { TFunction } from 'i18next';

/**
 * Tells why an area did not open: its licence is missing, or the account lacks a permission
 * (spec 001 §2 "Route guard").
 */
export function openProtectedFeatureDialog(
  t: TFunction<'shell'>,
  route: RouteName,
  reason: Extract<EntryAccess['kind'], 'locked' | 'protected'>,
) {
  const texts = reason === 'locked' ? 'licenceRequired' : 'protectedFeature';
  const area = t(`routes.${route}`);
  modals.openConfirmModal({
    title: t(`${texts}.title`),
    children: <Text>{t(`${texts}.text`, { area })}</Text>,
    labels: { confirm: t(`${texts}.close`), cancel: '' },
    cancelProps: { display: 'none' },
    centered: true,
  });
}
