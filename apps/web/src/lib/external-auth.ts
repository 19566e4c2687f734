import { APPLICATION_NAME_HEADER, HELOC_APPLICATION_NAME, IDENTITY_PROVIDER_PATHS, logInCall, registerCustomerCall, type TExternalReturnQuery, urlOf, ZExternalReturnQuery, ZJwtResponse, ZRedirectResponse } from '@lintel/contract';
import { api } from './api-client.ts';
import { getOrgCode } from './org.ts';
import { createStateNonce, matchesPreAuthNonce, restorePreAuthState, savePreAuthState } from './pre-auth-state.ts';
import { storeToken } from './session.ts';
import { getTrackerUuid } from './telemetry/tracker.ts';

export const EXTERNAL_REGISTER_PATH = registerCustomerCall.path;
export const EXTERNAL_LOGIN_PATH = urlOf(logInCall, { context: 'customer' });

/** Leaves the page for the provider; a seam so unit tests can watch it instead of navigating jsdom. */
let leavePage = (url: string): void => window.location.assign(url);
export const setLeavePage = (leave: (url: string) => void): void => {
  leavePage = leave;
};

const handOff = async (options: { path: string; query: Record<string, string | boolean | undefined>; formState: unknown }) => {
  const nonce = createStateNonce();
  // Saved before the call: the provider's return may come back in this tab at any time after.
  savePreAuthState({ formState: options.formState, nonce });
  const answer = ZRedirectResponse.parse(
    await api.post(options.path, undefined, {
      query: { ...options.query, externalStateNonce: nonce, telemetryTrackingId: getTrackerUuid() },
      headers: { [APPLICATION_NAME_HEADER]: HELOC_APPLICATION_NAME },
      context: 'external',
      redirectOnUnauthenticated: false,
    }),
  );
  leavePage(answer.redirectUrl);
};

/**
 * External-mode registration (spec 01 section 7, register variant): keeps the form state (never a
 * password) under the pre-auth key and sends the browser to the provider's sign-up page. It comes back to
 * the register-v2 login-info step with ?externalStateNonce=&code=.
 */
export const startExternalSignUp = (options: { formState: unknown; displayConsentsWithMfa?: boolean }): Promise<void> =>
  handOff({
    path: EXTERNAL_REGISTER_PATH,
    query: { organization: getOrgCode(), displayConsentsWithMfa: options.displayConsentsWithMfa ?? false },
    formState: options.formState,
  });

/** External-mode login (spec 03 section 7): to the provider's login page; it comes back to /auth/login. */
export const startExternalLogin = (options: { formState: unknown }): Promise<void> =>
  handOff({ path: EXTERNAL_LOGIN_PATH, query: {}, formState: options.formState });

/** The provider's answer in a return URL's query, or null when this page load is not a return. */
export const readExternalReturn = (search: string): TExternalReturnQuery | null => {
  const params = new URLSearchParams(search);
  const parsed = ZExternalReturnQuery.safeParse({ externalStateNonce: params.get('externalStateNonce'), code: params.get('code') });
  return parsed.success ? parsed.data : null;
};

export type TExternalReturnOutcome<TFormState> = { signedIn: true; formState: TFormState } | { signedIn: false };

/**
 * Finishes a return from the provider: only when the nonce is the one this browser saved is the code
 * exchanged (so a code planted by another site cannot sign this browser in) and the form state restored;
 * otherwise the saved state is discarded (spec 03 section 4).
 */
export const completeExternalReturn = async <TFormState>(returned: TExternalReturnQuery): Promise<TExternalReturnOutcome<TFormState>> => {
  if (!matchesPreAuthNonce(returned.externalStateNonce)) {
    restorePreAuthState(null);
    return { signedIn: false };
  }
  const { jwt } = ZJwtResponse.parse(
    await api.post(IDENTITY_PROVIDER_PATHS.token, { code: returned.code }, { context: 'external', redirectOnUnauthenticated: false }),
  );
  storeToken(jwt);
  return { signedIn: true, formState: restorePreAuthState<TFormState>(returned.externalStateNonce) as TFormState };
};
