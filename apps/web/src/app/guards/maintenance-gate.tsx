import { Outlet } from 'react-router';
import { useFeatureFlag } from '../../lib/feature-flags';
import { MaintenancePage } from '../../features/maintenance/components/maintenance-page';

/** While the MAINTENANCE flag is on, the maintenance page replaces the whole app. */
export function MaintenanceGate() {
  const maintenance = useFeatureFlag('MAINTENANCE');
  // A remote flag gate shows nothing while loading (specification §6).
  if (maintenance.isPending) return null;
  if (maintenance.data === true) return <MaintenancePage />;
  return <Outlet />;
}
