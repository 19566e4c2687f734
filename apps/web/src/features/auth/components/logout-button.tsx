import { Button } from '@/ui/button.tsx';
import { useLogout } from '../api/logout.ts';

/**
 * Logout. `intercept`, when given, receives the logout and decides when to run it (the shell passes the
 * leave-survey's, which may ask a question first).
 */
export const LogoutButton = ({ intercept }: { intercept?: (logout: () => void) => void }) => {
  const logoutMutation = useLogout();
  const logout = () => logoutMutation.mutate();
  return (
    <Button variant="secondary" onClick={() => (intercept ? intercept(logout) : logout())} disabled={logoutMutation.isPending}>
      Logout
    </Button>
  );
};
