import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { LINK_PROVIDER_BAD_CREDENTIALS } from '@lintel/domain';
import {
  checkSandboxCredentials,
  findSandboxInstitution,
  sandboxAccountsOf,
  searchSandboxInstitutions,
  type TSandboxInstitution,
  type TTokenSigner,
} from './sandbox-credentials.ts';
import { SANDBOX_WINDOW_PATH, type TLinkTokenClaims, type TPublicTokenClaims } from './sandbox-link-provider.ts';

const STYLESHEET = readFileSync(new URL('./sandbox-window.css', import.meta.url), 'utf8');
const PROVIDER_NAME = 'Lintel Link (sandbox)';
const SESSION_TTL_SECONDS = 15 * 60;
const PUBLIC_TOKEN_TTL_SECONDS = 30 * 60;
const MAX_FIELD = 200;
const MAX_TOKEN = 4000;

export const WINDOW_MESSAGES = {
  invalidToken: 'This link session is not valid or has expired. Please go back and start again.',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',
  accountRequired: 'Please choose an account to share',
  consentRequired: 'Please agree to share this information to continue',
} as const;

type TForm = Record<string, string | undefined>;
type TSession = { link: string; institutionId: string; user: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const exitHref = (claims: TLinkTokenClaims) =>
  `${claims.returnPath}?${new URLSearchParams({ error: 'USER_EXIT', state: claims.state }).toString()}`;

const page = (options: { title: string; body: string; claims?: TLinkTokenClaims }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)} | ${PROVIDER_NAME}</title>
<link rel="stylesheet" href="${SANDBOX_WINDOW_PATH}/window.css">
</head>
<body>
<header class="lp-header"><p class="lp-brand">${PROVIDER_NAME}</p>${
  options.claims ? `<a href="${esc(exitHref(options.claims))}">Exit</a>` : ''
}</header>
<main class="lp-main" id="main">
<h1>${esc(options.title)}</h1>
${options.body}
<p class="lp-secure">Your information is encrypted with 256-bit encryption. ${esc(
  options.claims?.clientName ?? 'The lender',
)} never sees or stores your credentials.</p>
</main>
</body>
</html>
`;

const alert = (message: string | undefined) => (message ? `<div class="lp-alert" role="alert"><p>${esc(message)}</p></div>` : '');
const fieldErrors = (id: string, message: string | undefined) => (message ? `<ul class="lp-errors" id="${id}-error"><li>${esc(message)}</li></ul>` : '');
const invalidAttrs = (id: string, message: string | undefined) => (message ? ` aria-invalid="true" aria-describedby="${id}-error"` : '');
const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`;

const send = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(html);

const text = (form: TForm, name: string) => (form[name] ?? '').slice(0, MAX_FIELD);
/** Signed tokens are longer than any typed field; a longer one cannot be ours. */
const tokenOf = (form: TForm, name: string) => ((form[name] ?? '').length <= MAX_TOKEN ? (form[name] ?? '') : '');

/**
 * The sandbox provider's own hosted window (server-rendered, no script): institution search, sign-in with the
 * test users of spec 04 section 9.3, account choice and consent, then back to the app's return path with a
 * one-time public token. Everything it needs travels in signed tokens, so any server process can answer.
 */
export const createSandboxWindowRoutes = (signer: TTokenSigner): FastifyPluginAsync => async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const readLink = (token: string | undefined) => (token ? signer.verify<TLinkTokenClaims>('link', token) : null);
  const invalid = (reply: FastifyReply) =>
    send(reply, 400, page({ title: 'Link session expired', body: `<p role="alert">${esc(WINDOW_MESSAGES.invalidToken)}</p>` }));

  app.get(`${SANDBOX_WINDOW_PATH}/window.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );

  const searchPage = (token: string, claims: TLinkTokenClaims, query: string) => {
    const results = searchSandboxInstitutions(claims.type, query);
    const noun = claims.type === 'bank' ? 'bank' : 'payroll provider';
    const items = results
      .map((institution) => `<li><a href="${SANDBOX_WINDOW_PATH}/sign-in?${new URLSearchParams({ token, institution: institution.id }).toString()}">${esc(institution.name)}</a></li>`)
      .join('\n');
    return page({
      title: claims.type === 'bank' ? 'Select your bank' : 'Select your payroll provider',
      claims,
      body: `<p>${esc(claims.clientName)} uses ${PROVIDER_NAME} to verify your income.</p>
<form method="get" action="${SANDBOX_WINDOW_PATH}" role="search" class="lp-search">
${hidden('token', token)}
<div class="lp-field"><label for="q">Search for your ${noun}</label><input id="q" name="q" type="search" maxlength="100" value="${esc(query)}"></div>
<button type="submit" class="lp-button lp-button--small">Search</button>
</form>
${results.length ? `<ul class="lp-list" aria-label="Results">${items}</ul>` : `<p role="status">No ${noun} matches “${esc(query)}”.</p>`}`,
    });
  };

  app.get(SANDBOX_WINDOW_PATH, async (request, reply) => {
    const query = request.query as TForm;
    const token = tokenOf(query, 'token');
    const claims = readLink(token);
    if (!claims) return invalid(reply);
    return send(reply, 200, searchPage(token, claims, text(query, 'q').slice(0, 100)));
  });

  const signInPage = (token: string, claims: TLinkTokenClaims, institution: TSandboxInstitution, options: { username?: string; alert?: string; errors?: { username?: string; password?: string } } = {}) => {
    const errors = options.errors ?? {};
    return page({
      title: `Sign in to ${institution.name}`,
      claims,
      body: `${alert(options.alert)}
<p class="lp-hint">Sandbox: sign in as <strong>user_good</strong>, <strong>user_low</strong> or <strong>user_employer</strong> with the password <strong>pass_good</strong>.</p>
<form method="post" action="${SANDBOX_WINDOW_PATH}/sign-in" novalidate>
${hidden('token', token)}${hidden('institution', institution.id)}
<div class="lp-field"><label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" maxlength="100" value="${esc(options.username ?? '')}"${invalidAttrs('username', errors.username)}>${fieldErrors('username', errors.username)}</div>
<div class="lp-field"><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" maxlength="100"${invalidAttrs('password', errors.password)}>${fieldErrors('password', errors.password)}</div>
<button type="submit" class="lp-button">Sign in</button>
</form>
<p><a href="${SANDBOX_WINDOW_PATH}?${new URLSearchParams({ token }).toString()}">Choose another ${claims.type === 'bank' ? 'bank' : 'provider'}</a></p>`,
    });
  };

  app.get(`${SANDBOX_WINDOW_PATH}/sign-in`, async (request, reply) => {
    const query = request.query as TForm;
    const token = tokenOf(query, 'token');
    const claims = readLink(token);
    const institution = claims ? findSandboxInstitution(text(query, 'institution'), claims.type) : undefined;
    if (!claims || !institution) return invalid(reply);
    return send(reply, 200, signInPage(token, claims, institution));
  });

  const accountsPage = (session: string, claims: TLinkTokenClaims, institution: TSandboxInstitution, user: string, errors: { account?: string; consent?: string } = {}) => {
    const accounts = sandboxAccountsOf(user as TPublicTokenClaims['user'], institution);
    const options = accounts
      .map(
        (account, index) =>
          `<label class="lp-option"><input type="radio" name="account" value="${esc(account.accountId)}"${index === 0 ? ' checked' : ''}> <span>${esc(account.name)} ending in ${esc(account.mask)}</span></label>`,
      )
      .join('\n');
    const shared = claims.type === 'bank' ? 'account and routing numbers, balances and 12 months of deposits' : 'your employer, pay rate and pay history';
    return page({
      title: claims.type === 'bank' ? 'Choose an account' : 'Confirm your payroll account',
      claims,
      body: `<form method="post" action="${SANDBOX_WINDOW_PATH}/consent" novalidate>
${hidden('session', session)}
<fieldset${errors.account ? ' aria-describedby="account-error"' : ''}><legend>Account to share with ${esc(claims.clientName)}</legend>
${options}
${fieldErrors('account', errors.account)}
</fieldset>
<label class="lp-consent"><input type="checkbox" name="consent" value="yes"${invalidAttrs('consent', errors.consent)}> <span>I allow ${PROVIDER_NAME} to share my ${esc(shared)} from ${esc(institution.name)} with ${esc(claims.clientName)} to verify my income.</span></label>
${fieldErrors('consent', errors.consent)}
<button type="submit" class="lp-button">Share and continue</button>
</form>`,
    });
  };

  app.post(`${SANDBOX_WINDOW_PATH}/sign-in`, async (request, reply) => {
    const form = (request.body ?? {}) as TForm;
    const token = tokenOf(form, 'token');
    const claims = readLink(token);
    const institution = claims ? findSandboxInstitution(text(form, 'institution'), claims.type) : undefined;
    if (!claims || !institution) return invalid(reply);
    const username = text(form, 'username').trim();
    const password = text(form, 'password');
    const errors = { username: username ? undefined : WINDOW_MESSAGES.usernameRequired, password: password ? undefined : WINDOW_MESSAGES.passwordRequired };
    if (errors.username || errors.password) return send(reply, 400, signInPage(token, claims, institution, { username, errors }));
    const user = checkSandboxCredentials(username, password);
    if (!user) return send(reply, 401, signInPage(token, claims, institution, { username, alert: LINK_PROVIDER_BAD_CREDENTIALS }));
    const session = signer.sign('session', { link: token, institutionId: institution.id, user } satisfies TSession, SESSION_TTL_SECONDS);
    return send(reply, 200, accountsPage(session, claims, institution, user));
  });

  app.post(`${SANDBOX_WINDOW_PATH}/consent`, async (request, reply) => {
    const form = (request.body ?? {}) as TForm;
    const session = signer.verify<TSession>('session', tokenOf(form, 'session'));
    const claims = session ? readLink(session.link) : null;
    const institution = session && claims ? findSandboxInstitution(session.institutionId, claims.type) : undefined;
    const user = session ? checkSandboxCredentials(session.user, 'pass_good') : null;
    if (!session || !claims || !institution || !user) return invalid(reply);
    const account = sandboxAccountsOf(user, institution).find((candidate) => candidate.accountId === form.account);
    const errors = { account: account ? undefined : WINDOW_MESSAGES.accountRequired, consent: form.consent === 'yes' ? undefined : WINDOW_MESSAGES.consentRequired };
    if (!account || errors.consent) return send(reply, 400, accountsPage(form.session!, claims, institution, user, errors));
    const publicToken = signer.sign(
      'public',
      { type: claims.type, user, institutionId: institution.id, accountId: account.accountId } satisfies TPublicTokenClaims,
      PUBLIC_TOKEN_TTL_SECONDS,
    );
    const target = `${claims.returnPath}?${new URLSearchParams({ public_token: publicToken, state: claims.state }).toString()}`;
    return reply.status(303).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target);
  });
};
