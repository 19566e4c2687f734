import { readFileSync } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBrand, isKnownOrg } from '@lintel/brands';
import {
  IDENTITY_PROVIDER_PATHS,
  ZCodeExchangeRequest,
  ZErrorBody,
  ZJwtResponse,
  ZProviderStateQuery,
  type TProviderState,
} from '@lintel/contract';
import { MSG } from '@lintel/domain';
import { badRequest, HttpError } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { resolveJwtSecret } from '../../platform/tokens.ts';
import { checkCredentials, createApplicantIdentity, IDENTITY_EXISTS, loginLockoutOf, startSessionFor } from '../identity/index.ts';
import { completeHandBack } from './complete-hand-back.ts';
import { createCsrf } from './csrf.ts';
import { escapeHtml, renderPage } from './html.ts';
import { renderLoginPage, type TLoginErrors } from './login-page.ts';
import { redeemCode } from './one-time-codes.ts';
import { renderSignUpPage } from './sign-up-page.ts';
import { hasErrors, validateSignUp } from './validate-sign-up.ts';

export const PROVIDER_MESSAGES = {
  invalidState: 'This sign-in link is not valid. Please go back to the application and try again.',
  formExpired: 'This form has expired. Please try again.',
  accountExists: 'An account already exists for this email. Log in to continue.',
  invalidCode: 'The code is invalid, already used or expired',
} as const;

type TForm = Record<string, string | undefined>;

const STYLESHEET = readFileSync(new URL('./provider.css', import.meta.url), 'utf8');

/** A state from a query or a posted form, checked against the brand registry; null when unusable. */
const readState = (source: unknown): TProviderState | null => {
  const parsed = ZProviderStateQuery.safeParse(source);
  if (!parsed.success || !isKnownOrg(parsed.data.organization)) return null;
  return { ...parsed.data, organization: parsed.data.organization.trim().toUpperCase() };
};

const brandNameOf = (state: TProviderState): string => getBrand(state.organization)?.companyName ?? state.organization;

const stateQuery = (state: TProviderState): string => {
  const query = new URLSearchParams({
    externalStateNonce: state.externalStateNonce,
    organization: state.organization,
    returnUrl: state.returnUrl,
    context: state.context,
  });
  if (state.displayConsentsWithMfa) query.set('displayConsentsWithMfa', 'true');
  if (state.telemetryTrackingId) query.set('telemetryTrackingId', state.telemetryTrackingId);
  if (state.applicationName) query.set('applicationName', state.applicationName);
  return query.toString();
};

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

const sendInvalidState = (reply: FastifyReply) =>
  sendHtml(
    reply,
    400,
    renderPage({ title: 'Something went wrong', brandName: 'Sign in', body: `<p role="alert">${escapeHtml(PROVIDER_MESSAGES.invalidState)}</p>` }),
  );

/**
 * The hosted identity provider of external mode (decision 014): sign-up and login pages that post back
 * here, then send the browser to the broker's return path with the nonce and a one-time code, which the
 * web app exchanges for a session token at /identity-provider/token.
 */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, tokens, config } = app;
  // Legacy mode keeps passwords behind the broker's own calls: no hosted pages then.
  if (config.authMode !== 'external') return;
  const csrf = createCsrf(resolveJwtSecret(config));

  // The hosted forms post classic url-encoded bodies (no script on these pages).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(IDENTITY_PROVIDER_PATHS.stylesheet, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );

  const loginHrefFor = (state: TProviderState) => `${IDENTITY_PROVIDER_PATHS.login}?${stateQuery(state)}`;
  const signUpHrefFor = (state: TProviderState) =>
    state.context === 'customer' ? `${IDENTITY_PROVIDER_PATHS.signUp}?${stateQuery(state)}` : undefined;

  app.get(IDENTITY_PROVIDER_PATHS.signUp, async (request, reply) => {
    const state = readState(request.query);
    if (!state || state.context !== 'customer') return sendInvalidState(reply);
    const csrfToken = csrf.issue(request, reply, state);
    return sendHtml(reply, 200, renderSignUpPage({ brandName: brandNameOf(state), state, csrfToken, loginHref: loginHrefFor(state) }));
  });

  app.post(
    IDENTITY_PROVIDER_PATHS.signUp,
    { config: { rateLimit: perMinute(config.rateLimitRegisterPerMinute) } },
    async (request, reply) => {
      const form = (request.body ?? {}) as TForm;
      const state = readState(form);
      if (!state || state.context !== 'customer') return sendInvalidState(reply);
      const values = { email: form.email ?? '', phoneNumber: form.phoneNumber ?? '' };
      const page = (status: number, extra: { errors?: ReturnType<typeof validateSignUp>; alert?: string }) =>
        sendHtml(
          reply,
          status,
          renderSignUpPage({
            brandName: brandNameOf(state),
            state,
            csrfToken: csrf.issue(request, reply, state),
            values,
            loginHref: loginHrefFor(state),
            ...extra,
          }),
        );
      if (!csrf.verify(request, state, form.csrfToken)) return page(403, { alert: PROVIDER_MESSAGES.formExpired });

      const input = { ...values, password: form.password ?? '', confirmPassword: form.confirmPassword ?? '' };
      const errors = validateSignUp(input);
      if (hasErrors(errors)) return page(400, { errors });
      try {
        const { identityUuid } = await createApplicantIdentity({
          db,
          email: input.email,
          password: input.password,
          phoneNumber: input.phoneNumber,
          orgCode: state.organization,
          breachedPasswordCheck: config.breachedPasswordCheck,
        });
        return reply.redirect(await completeHandBack({ db, identityUuid, state }), 303);
      } catch (error) {
        if (error instanceof HttpError && error.messages.includes(IDENTITY_EXISTS)) return page(400, { alert: PROVIDER_MESSAGES.accountExists });
        if (error instanceof HttpError && error.messages.includes(MSG.passwordBreached))
          return page(400, { errors: { password: [MSG.passwordBreached] } });
        throw error;
      }
    },
  );

  app.get(IDENTITY_PROVIDER_PATHS.login, async (request, reply) => {
    const state = readState(request.query);
    if (!state) return sendInvalidState(reply);
    const csrfToken = csrf.issue(request, reply, state);
    return sendHtml(reply, 200, renderLoginPage({ brandName: brandNameOf(state), state, csrfToken, signUpHref: signUpHrefFor(state) }));
  });

  app.post(
    IDENTITY_PROVIDER_PATHS.login,
    { config: { rateLimit: perMinute(config.rateLimitLoginPerMinute) } },
    async (request, reply) => {
      const form = (request.body ?? {}) as TForm;
      const state = readState(form);
      if (!state) return sendInvalidState(reply);
      const email = (form.email ?? '').trim();
      const password = form.password ?? '';
      const page = (status: number, extra: { errors?: TLoginErrors; alert?: string }) =>
        sendHtml(
          reply,
          status,
          renderLoginPage({
            brandName: brandNameOf(state),
            state,
            csrfToken: csrf.issue(request, reply, state),
            email,
            signUpHref: signUpHrefFor(state),
            ...extra,
          }),
        );
      if (!csrf.verify(request, state, form.csrfToken)) return page(403, { alert: PROVIDER_MESSAGES.formExpired });
      const errors: TLoginErrors = {};
      if (!email) errors.email = [MSG.emailRequired];
      if (!password) errors.password = [MSG.required];
      if (errors.email || errors.password) return page(400, { errors });
      try {
        const identity = await checkCredentials({ db, email, password, context: state.context, lockout: loginLockoutOf(config), orgCode: state.organization });
        return reply.redirect(await completeHandBack({ db, identityUuid: identity.uuid, state }), 303);
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 429))
          return page(error.statusCode, { alert: error.messages.join(' ') });
        throw error;
      }
    },
  );

  app.post(
    IDENTITY_PROVIDER_PATHS.token,
    {
      config: { rateLimit: perMinute(config.rateLimitLoginPerMinute) },
      schema: { body: ZCodeExchangeRequest, response: { 200: ZJwtResponse, 400: ZErrorBody, 429: ZErrorBody } },
    },
    async (request) => {
      const redeemed = await redeemCode({ db, code: request.body.code });
      if (!redeemed) throw badRequest(PROVIDER_MESSAGES.invalidCode);
      const jwt = await startSessionFor({ db, tokens, identityUuid: redeemed.identityUuid, orgCode: redeemed.organizationCode });
      if (!jwt) throw badRequest(PROVIDER_MESSAGES.invalidCode);
      return { jwt };
    },
  );
};
