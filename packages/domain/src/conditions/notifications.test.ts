import { describe, expect, it } from 'vitest';
import { canFetchConditions, notificationAgeLabel, selectShownNotifications, sortConditionsForList } from './notifications.ts';

const NOW = new Date('2026-11-23T12:00:00');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;

describe('notification age labels (spec 02 section 4)', () => {
  it.each([
    [0, '1m'],
    [-5 * MIN, '1m'],
    [59 * 1000, '1m'],
    [5 * MIN, '5m'],
    [59 * MIN, '59m'],
    [60 * MIN, '1h'],
    [23 * 60 * MIN, '23h'],
    [24 * 60 * MIN, '1d'],
    [6 * 24 * 60 * MIN, '6d'],
    [7 * 24 * 60 * MIN, '1w'],
    [27 * 24 * 60 * MIN, '3w'],
    [28 * 24 * 60 * MIN, '4w'],
  ])('%i ms old reads %s', (age, label) => {
    expect(notificationAgeLabel(ago(age), NOW)).toBe(label);
  });

  it('after four weeks shows the month and day', () => {
    expect(notificationAgeLabel(new Date('2026-10-20T12:00:00'), NOW)).toBe('Oct 20');
    expect(notificationAgeLabel(new Date('2025-12-31T08:00:00'), NOW)).toBe('Dec 31');
  });
});

const item = (id: string, created: string, categoryEnum = 'GENERIC_DOCUMENT_REQUEST') => ({ id, created, categoryEnum });

describe('the conditions list', () => {
  it('keeps known categories only, oldest first', () => {
    const list = sortConditionsForList([
      item('b', '2026-11-02T00:00:00Z'),
      item('x', '2026-11-01T00:00:00Z', 'SOMETHING_NEW'),
      item('a', '2026-11-01T00:00:00Z', 'MISSING_PHONE_NUMBER'),
      item('c', '2026-11-03T00:00:00Z'),
    ]);
    expect(list.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('shows the latest three newest first, and no toggle with three or fewer', () => {
    const three = [item('a', '1'), item('b', '2'), item('c', '3')];
    expect(selectShownNotifications(three, false)).toEqual({ shown: [three[2], three[1], three[0]], canToggle: false });
  });

  it('with more than three: three by default, all with View All', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id, i) => item(id, String(i)));
    expect(selectShownNotifications(five, false).shown.map((c) => c.id)).toEqual(['e', 'd', 'c']);
    expect(selectShownNotifications(five, true).shown.map((c) => c.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(selectShownNotifications(five, false).canToggle).toBe(true);
  });

  it('shows nothing for no items', () => {
    expect(selectShownNotifications([], false)).toEqual({ shown: [], canToggle: false });
  });
});

describe('when the bell fetches conditions', () => {
  const APP = '4f7c2a1e-8b3d-4e6f-9a0b-1c2d3e4f5a6b';
  it('needs an application id', () => {
    expect(canFetchConditions({ applicationUuid: undefined, isAdditionalSigner: false, additionalSignerFlagOn: true })).toBe(false);
    expect(canFetchConditions({ applicationUuid: APP, isAdditionalSigner: false, additionalSignerFlagOn: false })).toBe(true);
  });
  it('for an additional signer, only with fe-heloc-additional-signer-conditions on', () => {
    expect(canFetchConditions({ applicationUuid: APP, isAdditionalSigner: true, additionalSignerFlagOn: true })).toBe(true);
    expect(canFetchConditions({ applicationUuid: APP, isAdditionalSigner: true, additionalSignerFlagOn: false })).toBe(false);
  });
});
