import { IDENTITY_PROVIDER_PATHS, type TProviderState } from '@lintel/contract';
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '@lintel/domain';
import { escapeHtml, renderField, renderFormAlert, renderPage, renderStateFields } from './html.ts';
import type { TFieldErrors } from './validate-sign-up.ts';

const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`;

/** The hosted sign-up page: email, mobile phone, password and its confirmation. Passwords are never echoed back. */
export const renderSignUpPage = (options: {
  brandName: string;
  state: TProviderState;
  csrfToken: string;
  values?: { email?: string; phoneNumber?: string };
  errors?: TFieldErrors;
  alert?: string;
  loginHref: string;
}): string => {
  const { errors = {}, values = {} } = options;
  const body = `${renderFormAlert(options.alert)}
<p>Create your ${escapeHtml(options.brandName)} account to continue your application.</p>
<form method="post" action="${IDENTITY_PROVIDER_PATHS.signUp}" novalidate>
${renderStateFields(options.state, options.csrfToken)}
${renderField({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email, errors: errors.email })}
${renderField({ name: 'phoneNumber', label: 'Mobile phone', type: 'tel', autocomplete: 'tel-national', value: values.phoneNumber, errors: errors.phoneNumber })}
${renderField({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT, errors: errors.password })}
${renderField({ name: 'confirmPassword', label: 'Confirm password', type: 'password', autocomplete: 'new-password', errors: errors.confirmPassword })}
<button type="submit" class="idp-button">Create account</button>
</form>
<p class="idp-switch">Already have an account? <a href="${escapeHtml(options.loginHref)}">Log in</a></p>`;
  return renderPage({ title: 'Create your account', brandName: options.brandName, body });
};
