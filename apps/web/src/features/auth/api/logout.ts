import { logOutCall, urlOf } from '@lintel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { LOGIN_PATH as LOGIN_PAGE, navigateTo } from '@/lib/navigation.ts';
import { clearSession } from '@/lib/session.ts';
import { useToast } from '@/ui/toast-context.ts';

export const LOGOUT_PATH = urlOf(logOutCall, { context: 'customer' });

/**
 * POST logout, then end the session here and open /auth/login. The answer is a redirect to /auth/login
 * (spec 03 section 7): it is not followed (the page would fetch the app's HTML for nothing), and a 2xx or
 * a redirect, opaque or not, is success. The local session ends even when the call fails (spec 03
 * section 8: "Logout failure falls back to /auth/login").
 */
export const logout = async (): Promise<void> => {
  try {
    await api.post(LOGOUT_PATH, undefined, { redirectOnUnauthenticated: false, redirect: 'manual' });
  } finally {
    clearSession('logout');
    await navigateTo(LOGIN_PAGE, { replace: true });
  }
};

/** Shown on the login page when the server could not be told: this browser no longer holds the session. */
export const LOGOUT_FAILED_MESSAGE =
  'We could not reach our servers to end your session, but you are logged out on this device.';

export const useLogout = () => {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return useMutation({
    mutationFn: logout,
    onError: () => showToast({ variant: 'warning', message: LOGOUT_FAILED_MESSAGE }),
    // The next person on this browser must not see the previous applicant's cached data.
    onSettled: () => queryClient.clear(),
  });
};
