import { DashboardPage } from '../features/dashboard/DashboardPage';
import { RequireMember } from '../features/dashboard/RequireMember';

/** The dashboard, for signed-in members only. */
export function GuardedDashboard() {
  return (
    <RequireMember>
      <DashboardPage />
    </RequireMember>
  );
}
