import { describe, expect, it } from 'vitest';
import { findPassedStepRedirect } from './step-guard.ts';
import { nextScreen } from './next-screen.ts';

const uuid = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61';
const base = `/account/heloc/${uuid}`;
const at = (status: string) =>
  nextScreen({ application: { uuid, applicationStatus: status, status: { checklistStatus: status } }, profile: { uuid: 'p' } });

describe('findPassedStepRedirect', () => {
  it('sends a passed step page to the screen of the current status', () => {
    expect(findPassedStepRedirect({ pathname: `${base}/start/app-summary`, uuid, target: at('INCOME_VERIFICATION') })?.path).toBe(
      `${base}/income/review`,
    );
    expect(findPassedStepRedirect({ pathname: `${base}/product/select/confirm`, uuid, target: at('COLLECT_ADDITIONAL_INFO') })?.path).toBe(
      `${base}/start/contact`,
    );
  });

  it('leaves the status own screen, and the pages that belong to it', () => {
    expect(findPassedStepRedirect({ pathname: `${base}/product/select`, uuid, target: at('OFFER_SELECTION') })).toBeNull();
    expect(findPassedStepRedirect({ pathname: `${base}/product/select/confirm/`, uuid, target: at('OFFER_SELECTION') })).toBeNull();
    expect(findPassedStepRedirect({ pathname: `${base}/start/app-summary`, uuid, target: at('APP_SUBMISSION') })).toBeNull();
  });

  it('leaves pages that are not steps: conditions, documents, state screens', () => {
    for (const page of ['conditions/upload-document', 'document/disclosures', 'error/timeout', 'hold', ''])
      expect(findPassedStepRedirect({ pathname: `${base}/${page}`, uuid, target: at('INCOME_VERIFICATION') })).toBeNull();
  });
});
