import { describe, expect, it } from 'vitest';
import {
  calendarDayText,
  isStatusNewsStatus,
  statusNewsOf,
  STATUS_NEWS_STATUSES,
  type TStatusNewsFacts,
} from './status-news.ts';

const facts: TStatusNewsFacts = {
  brand: { companyName: 'Harbor Federal Credit Union', companyProduct: 'Harbor Home Equity Line' },
  url: 'https://apply.example/account/heloc/0b5e?org=HARBOR_CU',
  propertyState: 'MA',
};

const wordsOf = (news: ReturnType<typeof statusNewsOf>) =>
  [
    news.email.subject,
    news.email.preview,
    news.email.heading,
    ...news.email.paragraphs,
    news.email.action.label,
    ...(news.email.closing ?? []),
    news.text,
  ].join('\n');

describe('status news', () => {
  it('has words for each milestone: the brand in the email, the link as its one action, a kind of its own', () => {
    const kinds = new Set<string>();
    for (const status of STATUS_NEWS_STATUSES) {
      const news = statusNewsOf(status, facts);
      expect(wordsOf(news)).toMatch(/Harbor (Federal Credit Union|Home Equity Line)/);
      expect(news.email.action.url).toBe(facts.url);
      expect(news.text.length).toBeLessThanOrEqual(120);
      kinds.add(news.kind);
    }
    expect(kinds.size).toBe(STATUS_NEWS_STATUSES.length);
    expect(statusNewsOf('OFFER_SELECTION', facts).kind).toBe('status-offer-selection');
  });

  it('leaves out the steps an applicant only passes through, and the in-person notary step the DEED_SIGNING news already announced', () => {
    expect(isStatusNewsStatus('GEN_NOTE_SIGNING')).toBe(false);
    expect(isStatusNewsStatus('MANUAL_DEED_SIGNING')).toBe(false);
    expect(isStatusNewsStatus('DECLINED')).toBe(true);
  });

  it('tells a declined applicant where the letter is, and nothing of the reasons', () => {
    const news = statusNewsOf('DECLINED', facts);
    expect(news.email.paragraphs).toContain('A letter explaining why is in your account.');
    expect(wordsOf(news)).not.toMatch(/credit (report|score|history)|score|income|debt|reason|bureau/i);
    // A text message is read on a lock screen: it says there is news, not what it is.
    expect(news.text).toBe('There is an update on your application. Log in to read it:');
  });

  it('states the last day to cancel when the timeline has it, and where to find it when not', () => {
    const known = statusNewsOf('RESCISSION', { ...facts, rescissionLastDay: '2026-11-28' });
    expect(known.email.paragraphs[1]).toBe(
      'You can cancel until midnight at the end of Saturday, November 28, 2026, where the property is.',
    );
    expect(known.text).toContain('Saturday, November 28, 2026');
    expect(statusNewsOf('RESCISSION', facts).email.paragraphs[1]).toBe(
      'Your account shows the last day you can cancel.',
    );
  });

  it('sends the notary news for the way the deed will be signed', () => {
    expect(statusNewsOf('DEED_SIGNING', facts).email.action.label).toBe('Meet your notary');
    expect(statusNewsOf('DEED_SIGNING', { ...facts, notaryInPerson: true }).email.action.label).toBe(
      'Book your notary visit',
    );
  });

  it('names the property state\'s security instrument: a mortgage in Massachusetts, a deed of trust in Colorado (decision 090)', () => {
    const mortgage = statusNewsOf('DEED_SIGNING', facts);
    expect(mortgage.email.subject).toBe('Next: sign your mortgage with an online notary');
    expect(mortgage.email.paragraphs[0]).toContain('on the mortgage, is made before a notary');
    expect(statusNewsOf('NOTE_SIGNING', { ...facts, propertyState: 'CO' }).email.paragraphs[1]).toBe(
      'Log in to review and sign them. Signing the deed of trust before a notary comes next.',
    );
    expect(statusNewsOf('DEED_SIGNING', { ...facts, propertyState: 'CO', notaryInPerson: true }).text).toBe(
      'Your documents are signed. Next, book a notary visit to sign your deed of trust:',
    );
  });

  it('writes a calendar day in words, the same in any time zone', () => {
    expect(calendarDayText('2026-11-24')).toBe('Tuesday, November 24, 2026');
    expect(calendarDayText('2028-01-03')).toBe('Monday, January 3, 2028');
  });
});
