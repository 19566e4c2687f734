import { useIdentity } from '@/features/auth/index.ts';
import { ChangePasswordForm, LogoutEverywhere, SmsConsentsForm } from '@/features/settings/index.ts';
import { AUTH_MODE } from '@/lib/auth-mode.ts';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { useToast } from '@/ui/toast-context.ts';

/**
 * /dashboard/settings (spec 01 section 2; the shell shows no link to it, spec 03 section 6): change password
 * (legacy authentication only: in external mode the identity provider keeps passwords), text-message consents
 * and log out everywhere.
 */
export const SettingsPage = () => {
  const identity = useIdentity();
  const { showToast } = useToast();
  const announce = (message: string) => showToast({ variant: 'success', message });
  const phone = identity.data?.aliases.find((alias) => alias.type === 'Phone')?.value ?? null;
  return (
    <div className="settings-page">
      <PageHeading>Settings</PageHeading>
      {AUTH_MODE === 'legacy' ? (
        <div className="settings-page__panel">
          <ChangePasswordForm onChanged={announce} />
        </div>
      ) : null}
      <div className="settings-page__panel">
        {identity.isError ? (
          <ErrorAlert>
            <p>{isApiError(identity.error) ? identity.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
          </ErrorAlert>
        ) : identity.data ? (
          <SmsConsentsForm email={identity.data.email} phone={phone} onSaved={announce} />
        ) : (
          <p role="status">Loading your account</p>
        )}
      </div>
      <div className="settings-page__panel">
        <LogoutEverywhere />
      </div>
    </div>
  );
};

export { SettingsPage as Component };
