/**
 * Which powerful browser features a page of ours may use (its Permissions-Policy): camera and microphone on the
 * identity-capture and notary pages (the applicant's, a co-owner's under heloc-signer/notary, and the agents'
 * notary room), geolocation on the signing pages. The
 * server sends the policy with each document; the web, since the policy is fixed when a document loads, enters
 * such a page with a full page load instead of a client-side navigation.
 */
export type TPageFeatures = { camera: boolean; geolocation: boolean };

/** Path segments under /account/heloc that capture a face, an ID document or a notary video call. */
const CAMERA_SEGMENTS = new Set(['identity', 'notary']);
/** Path segments of the signing pages (the signature records where it was made). */
const GEOLOCATION_SEGMENTS = new Set(['signing', 'sign']);

export const pageFeaturesOf = (pathname: string): TPageFeatures => {
  const segments = (pathname.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const inApp = segments[0] === 'account' && (segments[1] === 'heloc' || segments[1] === 'heloc-signer');
  const notaryRoom = segments[0] === 'ops' && segments[1] === 'notary';
  return {
    camera: (inApp && segments.some((segment) => CAMERA_SEGMENTS.has(segment))) || notaryRoom,
    geolocation: inApp && segments.some((segment) => GEOLOCATION_SEGMENTS.has(segment)),
  };
};
