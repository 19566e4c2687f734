import { IDENTITY_PROVIDER_PATHS, type TProviderState } from '@lintel/contract';
import { escapeHtml, renderField, renderFormAlert, renderPage, renderStateFields } from './html.ts';

export type TLoginErrors = { email?: string[]; password?: string[] };

/** The hosted login page: email and password. */
export const renderLoginPage = (options: {
  brandName: string;
  state: TProviderState;
  csrfToken: string;
  email?: string;
  errors?: TLoginErrors;
  alert?: string;
  signUpHref: string | undefined;
}): string => {
  const { errors = {} } = options;
  const body = `${renderFormAlert(options.alert)}
<form method="post" action="${IDENTITY_PROVIDER_PATHS.login}" novalidate>
${renderStateFields(options.state, options.csrfToken)}
${renderField({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: options.email, errors: errors.email })}
${renderField({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', errors: errors.password })}
<button type="submit" class="idp-button">Log in</button>
</form>
${options.signUpHref ? `<p class="idp-switch">New here? <a href="${escapeHtml(options.signUpHref)}">Create an account</a></p>` : ''}`;
  return renderPage({ title: `Log in to ${options.brandName}`, brandName: options.brandName, body });
};
