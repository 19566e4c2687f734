import { describe, expect, it } from 'vitest';
import { generateKbaQuestions, KBA_RULES, kbaOutcomeOf, scoreKbaAnswers } from './kba.ts';
import { isNotaryHoursAt, nextNotaryOpening } from './notary-hours.ts';
import { ZManualNotaryRequest } from './notary-rules.ts';
import { isRemoteNotaryAccepted, RON_STATE_TABLE } from './ron-states.ts';

const facts = { street1: '12 Main St', city: 'Denver', zip: '80202', county: 'Denver County', state: 'CO', lenders: ['Acme Bank'], homeStreet1: null };

describe('knowledge-based questions', () => {
  it('asks five questions of four choices from the applicant’s own data, the same for the same seed', () => {
    const questions = generateKbaQuestions(facts, 'seed-1');
    expect(questions).toHaveLength(KBA_RULES.questions);
    for (const question of questions) expect(question.choices).toHaveLength(4);
    expect(questions.find((q) => q.id === 'street')!.choices[questions.find((q) => q.id === 'street')!.answerIndex]).toBe('12 Main St');
    expect(questions.find((q) => q.id === 'lender')!.choices).toContain('Acme Bank');
    expect(generateKbaQuestions(facts, 'seed-1')).toEqual(questions);
  });

  it('makes "None of the above" right when the applicant has no tradeline', () => {
    const lender = generateKbaQuestions({ ...facts, lenders: [] }, 'x').find((q) => q.id === 'lender')!;
    expect(lender.choices[lender.answerIndex]).toBe('None of the above');
  });

  it('passes four right in time; two failed attempts end it', () => {
    const questions = generateKbaQuestions(facts, 's');
    const right = questions.map((q) => q.answerIndex);
    expect(scoreKbaAnswers(questions, right)).toBe(5);
    expect(kbaOutcomeOf({ correct: 4, inTime: true, failedBefore: 0 })).toBe('PASSED');
    expect(kbaOutcomeOf({ correct: 5, inTime: false, failedBefore: 0 })).toBe('RETRY');
    expect(kbaOutcomeOf({ correct: 3, inTime: true, failedBefore: 0 })).toBe('RETRY');
    expect(kbaOutcomeOf({ correct: 3, inTime: true, failedBefore: 1 })).toBe('FAILED');
  });
});

describe('remote notarization states', () => {
  it('marks at least one licensed state as not accepting a remotely notarized deed', () => {
    expect(isRemoteNotaryAccepted('CO')).toBe(true);
    expect(isRemoteNotaryAccepted('sc')).toBe(false);
    expect(RON_STATE_TABLE.some((row) => !row.accepted)).toBe(true);
  });
});

describe('manual notary request', () => {
  it('needs two windows, each ending after it starts', () => {
    const address = { street1: '12 Main St', street2: null, city: 'Denver', state: 'CO', zip: '80202' };
    const window = { start: '2030-01-07T16:00:00.000Z', end: '2030-01-07T18:00:00.000Z' };
    expect(ZManualNotaryRequest.safeParse({ address, windows: [window, window] }).success).toBe(true);
    expect(ZManualNotaryRequest.safeParse({ address, windows: [window] }).success).toBe(false);
    expect(ZManualNotaryRequest.safeParse({ address, windows: [window, { start: window.end, end: window.start }] }).success).toBe(false);
  });
});

describe('notary hours (Pacific time, closed Sundays and federal holidays)', () => {
  it('is open on a weekday within the hours and closed outside them', () => {
    // Tuesday 2026-11-24: 10:00 PST is 18:00 UTC; 21:00 PST is 05:00 UTC the next day.
    expect(isNotaryHoursAt(new Date('2026-11-24T18:00:00Z'))).toBe(true);
    expect(isNotaryHoursAt(new Date('2026-11-24T14:59:00Z'))).toBe(false); // 06:59
    expect(isNotaryHoursAt(new Date('2026-11-24T15:00:00Z'))).toBe(true); // 07:00
    expect(isNotaryHoursAt(new Date('2026-11-25T04:59:00Z'))).toBe(true); // 20:59
    expect(isNotaryHoursAt(new Date('2026-11-25T05:00:00Z'))).toBe(false); // 21:00, end exclusive
  });

  it('works Saturdays, closes on Sundays and on federal holidays, statutory or observed', () => {
    expect(isNotaryHoursAt(new Date('2026-11-28T17:00:00Z'))).toBe(true); // Saturday 09:00
    expect(isNotaryHoursAt(new Date('2026-11-29T05:00:00Z'))).toBe(false); // Saturday 21:00
    expect(isNotaryHoursAt(new Date('2026-11-29T18:00:00Z'))).toBe(false); // Sunday 10:00
    expect(isNotaryHoursAt(new Date('2026-11-26T18:00:00Z'))).toBe(false); // Thanksgiving 2026
    expect(isNotaryHoursAt(new Date('2026-07-03T18:00:00Z'))).toBe(false); // Friday, July 4th observed
    expect(isNotaryHoursAt(new Date('2026-07-04T18:00:00Z'))).toBe(false); // Saturday, July 4th
  });

  it('finds the next opening', () => {
    // Saturday 2026-11-28 22:00 PST -> Monday 07:00 PST (Sunday closed).
    expect(nextNotaryOpening(new Date('2026-11-29T06:00:00Z')).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    const open = new Date('2026-11-24T18:00:00Z');
    expect(nextNotaryOpening(open)).toBe(open);
  });
});
