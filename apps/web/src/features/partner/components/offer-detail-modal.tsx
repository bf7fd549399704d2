import { Alert, Button, Code, CopyButton, Group, Image, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { PartnerOffer } from '@mobilo/contract';
import { IconCheck, IconCopy, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useRecordOfferClick } from '../api/record-offer-click';
import { useRecordOfferView } from '../api/record-offer-view';
import '../partner-texts';
import { inLanguage } from './offer-text';

/** The offer's code to copy, or the partner's page to open; opening it counts a view, using it a click. */
function Redeem({ offer }: { offer: PartnerOffer }) {
  const { t } = useTranslation('partner');
  const click = useRecordOfferClick();
  if (offer.code !== null) {
    return (
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('detail.code')}
        </Text>
        <CopyButton value={offer.code} timeout={4000}>
          {({ copied, copy }) => (
            <>
              <Group gap="sm" wrap="wrap">
                <Code fz="lg" px="md" py={6} data-testid="partner-offer-code">
                  {offer.code}
                </Code>
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'success' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={() => {
                    copy();
                    click.mutate(offer.id);
                  }}
                >
                  {copied ? t('detail.copied') : t('detail.copy')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed" role="status">
                {copied ? t('detail.copiedNotice') : t('detail.codeHint')}
              </Text>
            </>
          )}
        </CopyButton>
      </Stack>
    );
  }
  if (offer.link === null) return null;
  return (
    <Stack gap="sm">
      <Alert color="secondary" icon={<IconInfoCircle size={18} />}>
        {t('detail.linkNotice')}
      </Alert>
      <Button
        component="a"
        href={offer.link}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={16} aria-hidden />}
        onClick={() => click.mutate(offer.id)}
      >
        {t('detail.link')}
        <VisuallyHidden>{t('detail.newTab')}</VisuallyHidden>
      </Button>
    </Stack>
  );
}

/** The detail of an offer in a dialog; it counts one view each time it opens. */
export function OfferDetailModal({ offer, onClose }: { offer: PartnerOffer | null; onClose: () => void }) {
  const { t } = useTranslation('partner');
  const f = useFormat();
  const view = useRecordOfferView();
  const { mutate: recordView } = view;
  const id = offer?.id;
  useEffect(() => {
    if (id) recordView(id);
  }, [id, recordView]);

  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={offer ? inLanguage(offer.title, f.language) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {offer && (
        <Stack gap="md">
          {offer.image && <Image src={offer.image} alt="" h={160} fit="cover" radius="sm" />}
          <Text fw={600}>{offer.partner}</Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{inLanguage(offer.description, f.language)}</Text>
          <Text size="sm" c="dimmed">
            {offer.validUntil
              ? t('detail.validity', { from: f.date(offer.validFrom), until: f.date(offer.validUntil) })
              : t('detail.validityOpen', { from: f.date(offer.validFrom) })}
          </Text>
          <Redeem offer={offer} />
        </Stack>
      )}
    </Modal>
  );
}
