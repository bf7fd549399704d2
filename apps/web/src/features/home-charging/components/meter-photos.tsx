import { Anchor, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ChargingActivity, homeChargingCalls, pathOf } from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import '../home-charging-texts';

const photos = [
  { which: 'start', call: homeChargingCalls.startPhoto, label: 'activity.photoStart', has: 'hasStartPhoto' },
  { which: 'end', call: homeChargingCalls.endPhoto, label: 'activity.photoEnd', has: 'hasEndPhoto' },
] as const;

/**
 * The meter photos of a month as the checker compares them with the readings: each shown where it
 * was sent (the session cookie fetches it), opening whole in a new tab.
 */
export function MeterPhotos({ activity }: { activity: ChargingActivity }) {
  const { t } = useTranslation('home-charging');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {photos.map(({ which, call, label, has }) => {
        const url = pathOf(call, { id: activity.id });
        return (
          <Stack key={which} gap={4}>
            <Text size="sm" fw={500}>
              {t(label)}
            </Text>
            {activity[has] ? (
              <Anchor
                href={url}
                target="_blank"
                rel="noopener"
                aria-label={t('activity.openPhoto', { photo: t(label) })}
              >
                <Image src={url} alt={t(label)} h={160} w="auto" fit="contain" radius="sm" loading="lazy" />
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('activity.photoMissing')}
              </Text>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
