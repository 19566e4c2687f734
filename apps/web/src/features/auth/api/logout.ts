import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { LOGIN_PATH as LOGIN_PAGE, navigateTo } from '@/lib/navigation.ts';
import { clearSession } from '@/lib/session.ts';

export const LOGOUT_PATH = '/identity-broker/customer/secure/api/v3/logout';

/**
 * POST logout, then end the session here and open /auth/login. The local session ends even when the
 * call fails (spec 03 section 8: "Logout failure falls back to /auth/login").
 */
export const logout = async (): Promise<void> => {
  try {
    await api.post(LOGOUT_PATH, undefined, { redirectOnUnauthenticated: false });
  } finally {
    clearSession('logout');
    await navigateTo(LOGIN_PAGE, { replace: true });
  }
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // The next person on this browser must not see the previous applicant's cached data.
    onSettled: () => queryClient.clear(),
  });
};
