import { AdminPanel } from './AdminPanel';
import { RequireAdmin } from './RequireAdmin';

/** /admin: the panel, for an admin session the server confirms; anyone else goes to /admin-login. */
export default function AdminPage() {
  return (
    <RequireAdmin>
      <AdminPanel />
    </RequireAdmin>
  );
}
