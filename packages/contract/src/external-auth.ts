import { z } from 'zod/mini';

// External authentication mode (decision 014): register, login and logout answer 200 {redirectUrl}
// instead of a token; the browser follows it with window.location.assign, since fetch cannot follow a
// cross-page redirect in a way the page can use.

/** The application-name header the web app sends with register and login (spec 01 and 03 section 7). */
export const APPLICATION_NAME_HEADER = 'x-application-name';
/** The application name this web app sends. */
export const HELOC_APPLICATION_NAME = 'heloc';

/**
 * Where the provider may send the browser back to: only these paths on our own origin, so a forged
 * state can never turn the provider into an open redirect.
 */
export const EXTERNAL_RETURN_PATHS = {
  signUp: '/account/heloc/register-v2/login-info',
  login: '/auth/login',
} as const;
export const ZExternalReturnPath = z.enum([EXTERNAL_RETURN_PATHS.signUp, EXTERNAL_RETURN_PATHS.login]);
export type TExternalReturnPath = z.infer<typeof ZExternalReturnPath>;

/** The random value the web app keeps in its pre-auth state and the provider hands back unchanged. */
export const ZExternalStateNonce = z.string({ error: 'externalStateNonce is required' }).check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'externalStateNonce must be 16 to 128 URL-safe characters'));

const ZQueryBoolean = z.pipe(z.optional(z.enum(['true', 'false'])), z.transform((value) => value === 'true'));

/** POST /identity-broker/customer/api/v3/register?organization=&externalStateNonce=&displayConsentsWithMfa=&telemetryTrackingId= */
export const ZExternalRegisterQuery = z.object({
  organization: z.optional(z.string()),
  externalStateNonce: ZExternalStateNonce,
  displayConsentsWithMfa: ZQueryBoolean,
  telemetryTrackingId: z.optional(z.string().check(z.maxLength(128))),
});
export type TExternalRegisterQuery = z.input<typeof ZExternalRegisterQuery>;

/** POST /identity-broker/{customer|agent}/api/v3/login?externalStateNonce=&telemetryTrackingId= */
export const ZExternalLoginQuery = z.object({
  externalStateNonce: ZExternalStateNonce,
  telemetryTrackingId: z.optional(z.string().check(z.maxLength(128))),
});
export type TExternalLoginQuery = z.input<typeof ZExternalLoginQuery>;

/** The answer of register, login and logout in external mode. */
export const ZRedirectResponse = z.object({ redirectUrl: z.string().check(z.minLength(1)) });
export type TRedirectResponse = z.infer<typeof ZRedirectResponse>;

/** POST /identity-provider/token: a one-time code from the provider's return for a session token. */
export const ZCodeExchangeRequest = z.object({ code: z.string().check(z.minLength(1, 'code is required'), z.maxLength(256)) });
export type TCodeExchangeRequest = z.infer<typeof ZCodeExchangeRequest>;

/** The query the provider appends to the return path. */
export const ZExternalReturnQuery = z.object({ externalStateNonce: z.string().check(z.minLength(1)), code: z.string().check(z.minLength(1)) });
export type TExternalReturnQuery = z.infer<typeof ZExternalReturnQuery>;

/** The identity provider's own paths (our module plays the hosted provider; decision 014). */
export const IDENTITY_PROVIDER_PATHS = {
  signUp: '/identity-provider/sign-up',
  login: '/identity-provider/login',
  token: '/identity-provider/token',
  stylesheet: '/identity-provider/provider.css',
} as const;

/** What the hosted pages read from their query: the state the broker handed over. */
export const ZProviderStateQuery = z.object({
  externalStateNonce: ZExternalStateNonce,
  organization: z.string().check(z.minLength(1)),
  returnUrl: ZExternalReturnPath,
  context: z._default(z.enum(['customer', 'agent']), 'customer'),
  displayConsentsWithMfa: ZQueryBoolean,
  telemetryTrackingId: z.optional(z.string().check(z.maxLength(128))),
  applicationName: z.optional(z.string().check(z.maxLength(64))),
});
export type TProviderState = z.output<typeof ZProviderStateQuery>;
