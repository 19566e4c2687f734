import { EXTERNAL_RETURN_PATHS, IDENTITY_PROVIDER_PATHS, type TIdentityContext } from '@lintel/contract';

/**
 * The hosted page the browser is sent to in external mode, carrying the state the provider hands back
 * (the nonce) and the path on our origin it returns to. The provider validates every value again.
 */
export const buildProviderRedirect = (options: {
  page: 'signUp' | 'login';
  externalStateNonce: string;
  orgCode: string;
  context: TIdentityContext;
  displayConsentsWithMfa?: boolean;
  telemetryTrackingId?: string;
  applicationName?: string;
}): string => {
  const query = new URLSearchParams({
    externalStateNonce: options.externalStateNonce,
    organization: options.orgCode,
    returnUrl: options.page === 'signUp' ? EXTERNAL_RETURN_PATHS.signUp : EXTERNAL_RETURN_PATHS.login,
    context: options.context,
  });
  if (options.displayConsentsWithMfa) query.set('displayConsentsWithMfa', 'true');
  if (options.telemetryTrackingId) query.set('telemetryTrackingId', options.telemetryTrackingId);
  if (options.applicationName) query.set('applicationName', options.applicationName);
  return `${IDENTITY_PROVIDER_PATHS[options.page]}?${query.toString()}`;
};
