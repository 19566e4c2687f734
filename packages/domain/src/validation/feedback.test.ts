import { describe, expect, it } from 'vitest';
import { ZFeedbackForm } from './feedback.ts';

const form = { topic: 'IMPROVE', message: 'Please add a dark theme.' };

describe('the CEO feedback form (spec 03 section 5)', () => {
  it('reads marketingConsent as a boolean or the spec’s Yes or No, in any case', () => {
    for (const [answer, consent] of [
      [true, true],
      [false, false],
      ['Yes', true],
      ['No', false],
      [' yes ', true],
      ['NO', false],
    ] as const)
      expect(ZFeedbackForm.parse({ ...form, marketingConsent: answer }).marketingConsent).toBe(consent);
  });

  it('answers "Required" for a missing or unreadable marketingConsent', () => {
    for (const answer of [undefined, null, '', 'maybe', 1])
      expect(
        ZFeedbackForm.safeParse({ ...form, marketingConsent: answer }).error?.issues.map((i) => i.message),
      ).toEqual(['Required']);
  });
});
