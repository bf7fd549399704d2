import '@mantine/notifications/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts never cover a form's actions. Wide screens: bottom left, over the menu's foot, while the
 * forms' and dialogs' buttons sit on the right or in the middle. Phones: at the top, where the
 * page heading is (below 768 px, where the menu collapses); the buttons sit at the foot of forms and dialogs, and a refused field is
 * scrolled to the middle. Two at a time there, so they cannot grow down over the page.
 */
export function AppNotifications() {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? 'top-center' : 'bottom-left'}
      limit={phone ? 2 : 5}
      containerWidth={phone ? 'calc(100% - 16px)' : 360}
    />
  );
}
