import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ZLoginRequest, type TSignerInvitation } from '@lintel/contract';
import { SIGNER_MESSAGES, ZSetPassword } from '@lintel/domain';
import { isAdditionalSignerToken } from '@/lib/token-identity.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { getSupportContact } from '@/lib/support-contact.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { allMessages, PasswordField } from '@/ui/password-field.tsx';
import { SupportContactLine } from '@/ui/support-contact-line.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { acceptInvitation, signerLogin, useInvitation } from '../api/invitation.ts';
import { signerPath } from '../signer-paths.ts';
import '@/ui/layout.css';
import '../heloc-signer.css';

/** The link's token lives in the fragment: a browser never sends it to a server. */
const readToken = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('token');

const ZExistingPassword = z.object({ password: z.string().min(1, 'Required').max(200) });

/** A used, replaced, withdrawn or expired link: say which, and what to do. */
const LinkRefused = ({ message }: { message: string }) => {
  const support = getSupportContact();
  return (
    <section className="signer-page">
      <PageHeading>{message === SIGNER_MESSAGES.invitationExpired ? 'This invitation has expired' : 'This invitation cannot be used'}</PageHeading>
      <p>{message}</p>
      <p>
        Already accepted it? <Link to={signerPath('login')}>Log in</Link> with the email the invitation was sent to.
      </p>
      <p>
        <SupportContactLine {...support} lead="Questions? Call us at" />
      </p>
    </section>
  );
};

type TSignerFormValues = { email: string; password: string; confirmPassword: string };

/** What tells the three ways in apart: which fields, which checks, the button and the call. */
type TSignerFormVariant = {
  /** The variant's checks, over all three fields (the ones it does not show stay empty). */
  resolver: Resolver<TSignerFormValues>;
  /** A returning signer names its email; a link already names it. */
  askEmail: boolean;
  /** A new password with its strength checklist and a confirmation; else the existing one with "Forgot password?". */
  newPassword: boolean;
  submitLabel: string;
  pendingLabel: string;
  send: (values: TSignerFormValues) => Promise<unknown>;
};

/**
 * The signer's one password form: a new account with the invited email (register), the existing account's
 * password for the invitation (log in and accept) or a returning signer's email and password (log in). Each goes
 * on to resume.
 */
const SignerPasswordForm = ({ variant }: { variant: TSignerFormVariant }) => {
  const navigate = useNavigate();
  const send = useMutation({ mutationFn: variant.send, onSuccess: () => void navigate(signerPath('resume'), { replace: true }) });
  const { register, handleSubmit, control, formState } = useForm<TSignerFormValues>({
    resolver: variant.resolver,
    criteriaMode: 'all',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <form className="form" noValidate onSubmit={handleSubmit((values) => send.mutate(values))}>
      {send.isError ? (
        <ErrorAlert>
          <p>{send.error.message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {variant.askEmail ? <TextField label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} /> : null}
      {variant.newPassword ? (
        <>
          <PasswordField label="Password" autoComplete="new-password" meterValue={password} error={allMessages(formState.errors.password)} {...register('password')} />
          <PasswordField label="Confirm password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
        </>
      ) : (
        <>
          <PasswordField label="Password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
          <Link className="signer-forgot" to="/auth/forgot-password">
            Forgot password?
          </Link>
        </>
      )}
      <div className="form__actions">
        <Button type="submit" block disabled={send.isPending}>
          {send.isPending ? variant.pendingLabel : variant.submitLabel}
        </Button>
      </div>
    </form>
  );
};

const registerVariant = (token: string): TSignerFormVariant => ({
  resolver: zodResolver(z.intersection(ZSetPassword, z.object({ email: z.string() }))) as Resolver<TSignerFormValues>,
  askEmail: false,
  newPassword: true,
  submitLabel: 'Create account and continue',
  pendingLabel: 'Submitting',
  send: (values) => acceptInvitation({ mode: 'REGISTER', token, password: values.password }),
});

const acceptWithLoginVariant = (token: string): TSignerFormVariant => ({
  resolver: zodResolver(ZExistingPassword.extend({ email: z.string(), confirmPassword: z.string() })) as Resolver<TSignerFormValues>,
  askEmail: false,
  newPassword: false,
  submitLabel: 'Log in and continue',
  pendingLabel: 'Logging in…',
  send: (values) => acceptInvitation({ mode: 'LOGIN', token, password: values.password }),
});

const RETURNING_VARIANT: TSignerFormVariant = {
  resolver: zodResolver(z.object({ ...ZLoginRequest.shape, confirmPassword: z.string() })) as Resolver<TSignerFormValues>,
  askEmail: true,
  newPassword: false,
  submitLabel: 'Log in',
  pendingLabel: 'Logging in…',
  send: (values) => signerLogin({ email: values.email, password: values.password }),
};

const InvitationWelcome = ({ invitation, token }: { invitation: TSignerInvitation; token: string }) => (
  <section className="signer-page">
    <PageHeading>{invitation.accountExists ? 'Log in to sign' : 'Create your account to sign'}</PageHeading>
    <p>
      {invitation.firstName}, {invitation.invitedBy} named you as an owner of the home on their home equity line of credit application. As an owner,
      you verify your identity, sign the documents that need your signature and meet an online notary.
    </p>
    <dl className="signer-facts">
      <dt>Your email</dt>
      <dd>{invitation.email}</dd>
    </dl>
    {invitation.accountExists ? (
      <>
        <p>You already have an account with this email. Log in with its password to accept the invitation.</p>
        <SignerPasswordForm variant={acceptWithLoginVariant(token)} />
      </>
    ) : (
      <>
        <p>Choose a password for your account. You will use this email and password to come back.</p>
        <SignerPasswordForm variant={registerVariant(token)} />
      </>
    )}
  </section>
);

const CheckedInvitation = ({ token }: { token: string }) => {
  const invitation = useInvitation(token);
  if (invitation.isPending) return <p role="status">Checking your invitation…</p>;
  if (invitation.isError) {
    const { message } = invitation.error;
    if (message === SIGNER_MESSAGES.invitationExpired || message === SIGNER_MESSAGES.invitationInvalid) return <LinkRefused message={message} />;
    return (
      <section className="signer-page">
        <PageHeading>Sign as a co-owner</PageHeading>
        <ErrorAlert>
          <p>{message || UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
        <Button onClick={() => void invitation.refetch()}>Try again</Button>
      </section>
    );
  }
  return <InvitationWelcome invitation={invitation.data} token={token} />;
};

/** Without a link: a signer who accepted before logs in with the invited email. */
const ReturningSignerLogin = () => (
  <section className="signer-page">
    <PageHeading>Log in to sign</PageHeading>
    <p>Co-owners invited to sign log in here with the email the invitation was sent to. To accept an invitation, open the link in its email or text message.</p>
    <SignerPasswordForm variant={RETURNING_VARIANT} />
  </section>
);

/**
 * heloc-signer/login: the invitation link lands here (its token in the fragment). A new owner registers with the
 * invited email; one with an account logs in with it. Without a link, a returning signer logs in, and one already
 * logged in goes on to resume.
 */
export const SignerLoginPage = () => {
  const { hash } = useLocation();
  const token = useMemo(() => readToken(hash), [hash]);
  const authenticated = useIsAuthenticated();
  if (token) return <CheckedInvitation key={token} token={token} />;
  if (authenticated && isAdditionalSignerToken()) return <Navigate replace to={signerPath('resume')} />;
  return <ReturningSignerLogin />;
};

export { SignerLoginPage as Component };
