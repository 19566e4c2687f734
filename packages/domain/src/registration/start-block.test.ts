import { describe, expect, it } from 'vitest';
import { findStartBlock, INQUIRY_BODIES, isRecentHelocFunding, REGISTRATION_MESSAGES, type TStartBlockApplication } from './start-block.ts';

const app = (over: Partial<TStartBlockApplication>): TStartBlockApplication => ({
  uuid: '11111111-1111-4111-8111-111111111111',
  active: true,
  isInquiry: false,
  ...over,
});
const recentHeloc = false;

describe('findStartBlock', () => {
  it('lets an applicant without applications start', () => {
    expect(findStartBlock({ canStartApplication: true, recentHeloc, applications: [] })).toBeNull();
  });

  it('names the active application so Continue can open it', () => {
    expect(findStartBlock({ canStartApplication: false, recentHeloc, applications: [app({})] })).toEqual({
      kind: 'activeApplication',
      message: 'Active application already exists.',
      applicationUuid: '11111111-1111-4111-8111-111111111111',
    });
  });

  it('asks an inquiry applicant to contact the loan officer', () => {
    expect(findStartBlock({ canStartApplication: false, recentHeloc, applications: [app({ isInquiry: true })] })?.message).toBe(
      REGISTRATION_MESSAGES.inquiry,
    );
  });

  it("keeps the inquiry heading and names the broker in the body when a wholesale broker's loan officer referred the applicant", () => {
    const block = (referrer: TStartBlockApplication['referrer']) =>
      findStartBlock({ canStartApplication: false, recentHeloc, applications: [app({ isInquiry: true, referrer })] });
    expect(block({ wholesaleBrokerNmls: '2291408' })).toEqual({ kind: 'inquiry', message: REGISTRATION_MESSAGES.inquiry, body: INQUIRY_BODIES.broker });
    expect(block({ wholesaleBrokerNmls: null })).toEqual({ kind: 'inquiry', message: REGISTRATION_MESSAGES.inquiry, body: INQUIRY_BODIES.loanOfficer });
    expect(block(null)?.message).toBe('Action Required: Contact Your Loan Officer');
    expect(block(undefined)).toMatchObject({ body: INQUIRY_BODIES.loanOfficer });
  });

  it('refuses a start while the server says a HELOC was funded within the waiting period, unless an application is active', () => {
    const done = app({ active: false });
    expect(findStartBlock({ canStartApplication: true, recentHeloc: true, applications: [done] })).toEqual({
      kind: 'recentHeloc',
      message: 'It looks like you have received a HELOC from us within the last 45 days.',
    });
    expect(findStartBlock({ canStartApplication: true, recentHeloc: false, applications: [done] })).toBeNull();
    expect(findStartBlock({ canStartApplication: false, recentHeloc: true, applications: [done, app({})] })?.kind).toBe('activeApplication');
  });
});

describe('isRecentHelocFunding', () => {
  const fundedAt = new Date('2026-05-16T12:00:00Z');
  it('counts 45 days from the funding, to the moment', () => {
    expect(isRecentHelocFunding({ fundedAt, now: new Date('2026-05-16T12:00:00Z') })).toBe(true);
    expect(isRecentHelocFunding({ fundedAt, now: new Date('2026-06-30T12:00:00Z') })).toBe(true);
    expect(isRecentHelocFunding({ fundedAt, now: new Date('2026-06-30T12:00:01Z') })).toBe(false);
    expect(isRecentHelocFunding({ fundedAt, now: new Date('2026-09-01T00:00:00Z') })).toBe(false);
  });
});
