import { IDENTITY_PROVIDER_PATHS, type TProviderState } from '@lintel/contract';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything put into a page goes through this: the pages hold user input (email) and brand data. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A whole page: no inline script or style (the CSP allows neither), one small stylesheet of our own. */
export const renderPage = (options: { title: string; brandName: string; body: string }): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} | ${escapeHtml(options.brandName)}</title>
<link rel="stylesheet" href="${IDENTITY_PROVIDER_PATHS.stylesheet}">
</head>
<body>
<header class="idp-header"><p class="idp-brand">${escapeHtml(options.brandName)}</p></header>
<main class="idp-main" id="main">
<h1>${escapeHtml(options.title)}</h1>
${options.body}
</main>
</body>
</html>
`;

/** The state travels in hidden fields, so the post carries it back; the CSRF token is bound to it. */
export const renderStateFields = (state: TProviderState, csrfToken: string): string => {
  const fields: Array<[string, string | undefined]> = [
    ['externalStateNonce', state.externalStateNonce],
    ['organization', state.organization],
    ['returnUrl', state.returnUrl],
    ['context', state.context],
    ['displayConsentsWithMfa', state.displayConsentsWithMfa ? 'true' : undefined],
    ['telemetryTrackingId', state.telemetryTrackingId],
    ['applicationName', state.applicationName],
    ['csrfToken', csrfToken],
  ];
  return fields
    .filter((field): field is [string, string] => field[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
};

/** A labelled input with its messages tied to it (aria-describedby), marked invalid when it has any. */
export const renderField = (options: {
  name: string;
  label: string;
  type: 'email' | 'tel' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  errors?: readonly string[];
  hint?: string;
}): string => {
  const id = `field-${options.name}`;
  const errors = options.errors ?? [];
  const described = [options.hint ? `${id}-hint` : '', errors.length ? `${id}-errors` : ''].filter(Boolean).join(' ');
  return `<div class="idp-field">
<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="idp-hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}"${
    options.value ? ` value="${escapeHtml(options.value)}"` : ''
  }${errors.length ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${errors.length ? `<ul class="idp-errors" id="${id}-errors">${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>` : ''}
</div>`;
};

/** A problem with the whole form (account exists, wrong credentials, expired form), announced at once. */
export const renderFormAlert = (message: string | undefined): string =>
  message ? `<div class="idp-alert" role="alert"><p>${escapeHtml(message)}</p></div>` : '';
