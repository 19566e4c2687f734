import { Button } from '@/ui/button.tsx';
import { useLogout } from '../api/logout.ts';

export const LogoutButton = () => {
  const logoutMutation = useLogout();
  return (
    <Button variant="secondary" onClick={() => logoutMutation.mutate()} disabled={logoutMutation.isPending}>
      Logout
    </Button>
  );
};
