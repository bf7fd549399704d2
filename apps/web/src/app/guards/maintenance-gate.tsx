import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useFeatureFlag } from '../../lib/feature-flags';
import { MaintenancePage } from '../lazy-screens';

/** While the MAINTENANCE flag is on, the maintenance page replaces the whole app. */
export function MaintenanceGate() {
  const maintenance = useFeatureFlag('MAINTENANCE');
  // A remote flag gate shows nothing while loading (specification §6).
  if (maintenance.isPending) return null;
  if (maintenance.data === true)
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
      </Suspense>
    );
  return <Outlet />;
}
