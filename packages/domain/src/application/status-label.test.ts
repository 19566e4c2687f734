import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './status.ts';
import { applicationStatusLabel } from './status-label.ts';

describe('applicationStatusLabel', () => {
  it('says what the applicant does next for the statuses that need them', () => {
    expect(applicationStatusLabel('OFFER_SELECTION')).toBe('Choose your offer');
    expect(applicationStatusLabel('INCOME_VERIFICATION')).toBe('Verify your income');
    expect(applicationStatusLabel('COMPLETE')).toBe('Funded');
  });

  it('reads as a review while the application waits on us', () => {
    expect(applicationStatusLabel('IN_PROGRESS')).toBe("We're reviewing your application");
    expect(applicationStatusLabel('GEN_APP_DISCLOSURES')).toBe("We're reviewing your application");
  });

  it('never shows a raw status code', () => {
    for (const status of APPLICATION_STATUSES) expect(applicationStatusLabel(status)).not.toMatch(/^[A-Z_]+$/);
    expect(applicationStatusLabel('SOMETHING_NEW')).toBe('In review');
  });
});
