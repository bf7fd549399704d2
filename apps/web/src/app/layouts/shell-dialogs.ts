import { lazyNamed } from '../../lib/lazy-named';

/**
 * What the authenticated layout shows on demand: the dialogs of the user menu, the ones that open
 * on their own for some users (privacy policy, card membership), the trial chat and the
 * impersonation switch. Each loads when first shown, so that the employee home does not wait for
 * forms it rarely opens.
 */
export const ImpersonationSwitcher = lazyNamed(
  () => import('../../features/auth/components/impersonation-switcher'),
  'ImpersonationSwitcher',
);
export const ChangePasswordDialog = lazyNamed(
  () => import('../../features/profile/components/change-password-dialog'),
  'ChangePasswordDialog',
);
export const LanguageTimezoneDialog = lazyNamed(
  () => import('../../features/profile/components/language-timezone-dialog'),
  'LanguageTimezoneDialog',
);
export const LinkAccountDialog = lazyNamed(
  () => import('../../features/profile/components/link-account-dialog'),
  'LinkAccountDialog',
);
export const ProfileDialog = lazyNamed(
  () => import('../../features/profile/components/profile-dialog'),
  'ProfileDialog',
);
export const MyReminderSettings = lazyNamed(
  () => import('../../features/reminders/components/my-reminder-settings'),
  'MyReminderSettings',
);
export const TrialChatWidget = lazyNamed(
  () => import('../../features/shell/components/trial-chat-widget'),
  'TrialChatWidget',
);
export const CardMembershipDialogs = lazyNamed(
  () => import('../../features/shell/components/card-membership-dialogs'),
  'CardMembershipDialogs',
);
export const PrivacyAcceptanceDialog = lazyNamed(
  () => import('../../features/shell/components/privacy-acceptance-dialog'),
  'PrivacyAcceptanceDialog',
);
export const CompanyExportDialog = lazyNamed(
  () => import('../../features/offboarding/components/company-export-dialog'),
  'CompanyExportDialog',
);
