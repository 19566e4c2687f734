import { pathOf } from './api-paths.ts';

/**
 * Permissions-Policy by page (issue 19 item 9): powerful features are off everywhere, except camera and
 * microphone on the identity-capture and notary pages and geolocation on the signing pages. The policy is
 * fixed when a document loads, so the web app enters these flows with a full page load, not a client-side
 * navigation (docs/security.md).
 */
const ALWAYS_OFF = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'display-capture',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Path segments under /account/heloc that capture a face, an ID document or a notary video call. */
const CAMERA_SEGMENTS = new Set(['identity', 'notary']);
/** Path segments of the signing pages (the signature records where it was made). */
const GEOLOCATION_SEGMENTS = new Set(['signing', 'sign']);

const allowOnlyIf = (feature: string, allowed: boolean) => `${feature}=${allowed ? '(self)' : '()'}`;

export const permissionsPolicyFor = (url: string): string => {
  const segments = pathOf(url).split('/').filter(Boolean);
  const inApp = segments[0] === 'account' && (segments[1] === 'heloc' || segments[1] === 'heloc-signer');
  // The notary room of the agents' console (/ops/notary) is the notary's side of the video call.
  const notaryRoom = segments[0] === 'ops' && segments[1] === 'notary';
  const camera = (inApp && segments.some((segment) => CAMERA_SEGMENTS.has(segment))) || notaryRoom;
  const geolocation = inApp && segments.some((segment) => GEOLOCATION_SEGMENTS.has(segment));
  return [
    allowOnlyIf('camera', camera),
    allowOnlyIf('microphone', camera),
    allowOnlyIf('geolocation', geolocation),
    ...ALWAYS_OFF.map((feature) => `${feature}=()`),
  ].join(', ');
};
