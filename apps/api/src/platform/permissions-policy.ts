import { pageFeaturesOf } from '@lintel/domain';
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

const allowOnlyIf = (feature: string, allowed: boolean) => `${feature}=${allowed ? '(self)' : '()'}`;

const policyText = (camera: boolean, geolocation: boolean) =>
  [
    allowOnlyIf('camera', camera),
    allowOnlyIf('microphone', camera),
    allowOnlyIf('geolocation', geolocation),
    ...ALWAYS_OFF.map((feature) => `${feature}=()`),
  ].join(', ');

/** The four possible headers, written once (the header is set on every answer: decision 056). */
const POLICIES = {
  none: policyText(false, false),
  camera: policyText(true, false),
  geolocation: policyText(false, true),
  both: policyText(true, true),
};

/** Only pages under /account/ and /ops/ may allow a feature; every other path (the API) is answered at once. */
const MAY_ALLOW = /^\/+(account|ops)\//;

export const permissionsPolicyFor = (url: string): string => {
  if (!MAY_ALLOW.test(url)) return POLICIES.none;
  const { camera, geolocation } = pageFeaturesOf(pathOf(url));
  if (camera) return geolocation ? POLICIES.both : POLICIES.camera;
  return geolocation ? POLICIES.geolocation : POLICIES.none;
};
