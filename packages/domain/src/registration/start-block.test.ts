import { describe, expect, it } from 'vitest';
import { findStartBlock, INQUIRY_BODIES, REGISTRATION_MESSAGES, type TStartBlockApplication } from './start-block.ts';

const today = new Date('2026-06-30T12:00:00Z');
const app = (over: Partial<TStartBlockApplication>): TStartBlockApplication => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  applicationStatus: 'OFFER_SELECTION',
  active: true,
  isInquiry: false,
  createdDate: '2026-06-01T00:00:00Z',
  ...over,
});

describe('findStartBlock', () => {
  it('lets an applicant without applications start', () => {
    expect(findStartBlock({ canStartApplication: true, applications: [], today })).toBeNull();
  });

  it('names the active application so Continue can open it', () => {
    expect(findStartBlock({ canStartApplication: false, applications: [app({})], today })).toEqual({
      kind: 'activeApplication',
      message: 'Active application already exists.',
      applicationUuid: '11111111-1111-4111-8111-111111111111',
    });
  });

  it('asks an inquiry applicant to contact the loan officer', () => {
    expect(findStartBlock({ canStartApplication: false, applications: [app({ isInquiry: true })], today })?.message).toBe(
      REGISTRATION_MESSAGES.inquiry,
    );
  });

  it("keeps the inquiry heading and names the broker in the body when a wholesale broker's loan officer referred the applicant", () => {
    const block = (referrer: TStartBlockApplication['referrer']) =>
      findStartBlock({ canStartApplication: false, applications: [app({ isInquiry: true, referrer })], today });
    expect(block({ wholesaleBrokerNmls: '2291408' })).toEqual({ kind: 'inquiry', message: REGISTRATION_MESSAGES.inquiry, body: INQUIRY_BODIES.broker });
    expect(block({ wholesaleBrokerNmls: null })).toEqual({ kind: 'inquiry', message: REGISTRATION_MESSAGES.inquiry, body: INQUIRY_BODIES.loanOfficer });
    expect(block(null)?.message).toBe('Action Required: Contact Your Loan Officer');
    expect(block(undefined)).toMatchObject({ body: INQUIRY_BODIES.loanOfficer });
  });

  it('refuses a HELOC completed within 45 days, not one older', () => {
    const done = (createdDate: string) => app({ applicationStatus: 'COMPLETE', active: false, createdDate });
    expect(findStartBlock({ canStartApplication: true, applications: [done('2026-05-16T12:00:00Z')], today })?.message).toBe(
      'It looks like you have received a HELOC from us within the last 45 days.',
    );
    expect(findStartBlock({ canStartApplication: true, applications: [done('2026-05-15T11:00:00Z')], today })).toBeNull();
  });
});
