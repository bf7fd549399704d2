import { Code, Divider, NavLink, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAnyAdmin, type SupportLinks } from '@mobilo/contract';
import {
  IconBook,
  IconBulb,
  IconExternalLink,
  IconHelp,
  IconMessage,
  IconNews,
  IconScale,
  IconShieldLock,
  IconSchool,
} from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAppInfo } from '../../../lib/app-info';
import { useSessionUser } from '../../../lib/auth-context';
import { currentLanguage } from '../../../lib/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
import { WhenOpened } from '../../../components/when-opened';
import { getFeedbackPassword } from '../api/get-feedback-password';
import '../shell-texts';

// Loads when first opened.
const ChangelogDialog = lazyNamed(() => import('./changelog-dialog'), 'ChangelogDialog');
// Only support accounts choose a company; nobody else loads the select.
const CompanySelector = lazyNamed(() => import('./company-selector'), 'CompanySelector');

function ExternalEntry({ label, href, icon }: { label: string; href: string; icon: ReactNode }) {
  return (
    <NavLink
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      label={label}
      leftSection={icon}
      rightSection={<IconExternalLink size={12} aria-hidden />}
    />
  );
}

const icon = (Icon: typeof IconHelp) => <Icon size={18} stroke={1.6} aria-hidden />;

/** Help and legal links (spec 001 §2 "Support menu"); external pages appear only when configured. */
export function SupportMenu() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const links: SupportLinks = useAppInfo().data?.supportLinks ?? {};
  const [changelogOpened, setChangelogOpened] = useState(false);
  const german = currentLanguage() === 'de';
  // Admins and light admins; a card admin counts as an admin for role checks (specification §3 "Role").
  const feedbackAudience = isAnyAdmin(user.role.name);
  const faq = links.faq?.[currentLanguage()] ?? links.faq?.en;

  const openFeedback = async (url: string) => {
    const password = await getFeedbackPassword().catch(() => null);
    modals.openConfirmModal({
      title: t('support.feedback.title'),
      children: (
        <Stack gap="xs">
          <Text>{t('support.feedback.text')}</Text>
          {password && (
            <Text>
              {t('support.feedback.password')} <Code>{password}</Code>
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('support.feedback.open'), cancel: t('support.feedback.cancel') },
      onConfirm: () => window.open(url, '_blank', 'noopener,noreferrer'),
    });
  };

  return (
    <>
      <Divider my="xs" />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4}>
        {t('support.title')}
      </Text>
      {user.isSupportUser && (
        <Suspense fallback={null}>
          <CompanySelector />
        </Suspense>
      )}
      {faq && <ExternalEntry label={t('support.faq')} href={faq} icon={icon(IconHelp)} />}
      {german && feedbackAudience && links.knowledgeBase && (
        <ExternalEntry label={t('support.knowledgeBase')} href={links.knowledgeBase} icon={icon(IconBook)} />
      )}
      {german && feedbackAudience && links.feedbackForm && (
        <NavLink
          component="button"
          type="button"
          label={t('support.feedback.entry')}
          leftSection={icon(IconMessage)}
          onClick={() => void openFeedback(links.feedbackForm!)}
        />
      )}
      {links.ideas && <ExternalEntry label={t('support.ideas')} href={links.ideas} icon={icon(IconBulb)} />}
      {isAnyAdmin(user.role.name) && links.adminHelp && (
        <ExternalEntry label={t('support.adminHelp')} href={links.adminHelp} icon={icon(IconSchool)} />
      )}
      <NavLink
        component="a"
        href={paths.auth.privacyPolicy.href()}
        target="_blank"
        label={t('userMenu.privacy')}
        leftSection={icon(IconShieldLock)}
      />
      <NavLink
        component="a"
        href={paths.auth.termsConditions.href()}
        target="_blank"
        label={t('userMenu.terms')}
        leftSection={icon(IconScale)}
      />
      <NavLink
        component="button"
        type="button"
        label={t('userMenu.changelog')}
        leftSection={icon(IconNews)}
        onClick={() => setChangelogOpened(true)}
      />
      <WhenOpened opened={changelogOpened}>
        <ChangelogDialog opened={changelogOpened} onClose={() => setChangelogOpened(false)} />
      </WhenOpened>
    </>
  );
}
