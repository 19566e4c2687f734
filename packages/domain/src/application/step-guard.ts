import { APPLICATION_BASE_PATH, type TApplicationScreen, type TNextScreen } from './next-screen.ts';

/**
 * Screens that take an answer for one status: once the application has moved past that status, the page is
 * stale (its answer would be refused as "not open"), so it is never shown; the applicant is sent where the
 * status says instead. Screens that only show where things stand, and conditions or documents (open in any
 * status), are not listed.
 */
export const STEP_SCREENS: readonly TApplicationScreen[] = [
  'credit/social',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'product/select',
  'product/assets',
  'product/prequal-winback',
  'income/review',
  'income/employer-verification',
  'identity',
  'liens',
  'bank/disburse',
  'bank/autopay',
  'bpo/estimate-value',
  'bpo/condition',
  'bpo/order-bpo',
  'signing/intro',
  'notary/intro',
  'notary/reserve-manual',
];

/** The step screen a path shows (its own screen or the one it is part of, as select/confirm of select). */
export const stepScreenOf = (pathname: string, uuid: string): TApplicationScreen | null => {
  const prefix = `${APPLICATION_BASE_PATH}/${uuid}/`;
  if (!pathname.startsWith(prefix)) return null;
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  return STEP_SCREENS.find((screen) => rest === screen || rest.startsWith(`${screen}/`)) ?? null;
};

/**
 * Where to send an applicant who opened a step page (Back, a bookmark, a login's redirectUrl) that the
 * application's current status does not call for: the routing table's screen for the status. Null when the
 * page is the status's own screen (or part of it), or not a step page at all.
 */
export const findPassedStepRedirect = ({
  pathname,
  uuid,
  target,
}: {
  pathname: string;
  uuid: string;
  /** nextScreen's answer for the application as it is now. */
  target: TNextScreen;
}): TNextScreen | null => {
  const current = stepScreenOf(pathname, uuid);
  if (!current) return null;
  const [targetPath = ''] = target.path.split('?');
  return stepScreenOf(targetPath, uuid) === current ? null : target;
};
