import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { LOGIN_PATH, navigateTo } from '@/lib/navigation.ts';
import { clearSession } from '@/lib/session.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { logoutEverywhere } from '../api/settings-calls.ts';
import '../settings.css';

/** Log out everywhere: every session of the account ends, this one too; then the login page. */
export const LogoutEverywhere = () => {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await logoutEverywhere();
      clearSession('logout');
      queryClient.clear();
      await navigateTo(LOGIN_PATH, { replace: true });
    } catch (failure) {
      setBusy(false);
      setError(isApiError(failure) ? failure.message : UNEXPECTED_ERROR_MESSAGE);
    }
  };
  return (
    <section className="form" aria-labelledby="settings-logout-heading">
      <h2 id="settings-logout-heading" className="settings-page__section">
        Log out everywhere
      </h2>
      <p>End your session on every phone, tablet and computer where you are logged in, including this one.</p>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      <div className="form__actions">
        <Button variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void onClick()}>
          {busy ? 'Logging out' : 'Log out everywhere'}
        </Button>
      </div>
    </section>
  );
};
