import { describe, expect, it } from 'vitest';
import { isLeaveSurveyPath, ZLeaveSurveyAnswer } from './leave-survey.ts';

const APP = '/account/heloc/0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';

describe('the leave-survey', () => {
  it.each(['liens', 'product/select', 'identity', 'signing/sign', 'liens/'])('asks on %s', (page) => {
    expect(isLeaveSurveyPath(`${APP}/${page}`)).toBe(true);
  });

  it.each(['', '/product/select/confirm', '/signing/intro', '/conditions', '/identityx'])('does not ask on %s', (rest) => {
    expect(isLeaveSurveyPath(`${APP}${rest}`)).toBe(false);
  });

  it('does not ask outside an application', () => {
    expect(isLeaveSurveyPath('/account/heloc/not-a-uuid/liens')).toBe(false);
    expect(isLeaveSurveyPath('/dashboard')).toBe(false);
  });

  it('needs a reason and bounds the comment', () => {
    expect(ZLeaveSurveyAnswer.safeParse({}).error?.issues[0]?.message).toBe('Required');
    expect(ZLeaveSurveyAnswer.safeParse({ reason: 'OTHER', comment: 'x'.repeat(501) }).error?.issues[0]?.message).toBe('Must be at most 500 characters');
    expect(ZLeaveSurveyAnswer.parse({ reason: 'NEED_TIME', comment: '  later  ' })).toEqual({ reason: 'NEED_TIME', comment: 'later' });
  });
});
