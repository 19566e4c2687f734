import { describe, expect, it } from 'vitest';
import {
  PROGRESS_INDEX,
  SIGNER_PROGRESS_LABELS,
  progressOf,
  progressStateOf,
  progressStepLabels,
} from './progress.ts';
import { APPLICATION_STATUSES } from './status.ts';
import { HAPPY_PATH } from './transitions.ts';

describe('progress labels', () => {
  it('names the seven steps, ending with Talk to eNotary', () => {
    expect(progressStepLabels({ manualNotary: false })).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
    ]);
  });

  it('ends with Schedule Notary Session when status.manualNotary is set', () => {
    expect(progressStepLabels({ manualNotary: true }).at(-1)).toBe('Schedule Notary Session');
  });

  it('gives the additional signer two steps', () => {
    expect(SIGNER_PROGRESS_LABELS).toEqual(['Identity verification', 'Talk to eNotary']);
  });
});

describe('progressStateOf', () => {
  it.each([
    ['IN_PROGRESS', 'INITIAL', 0],
    ['OFFER_SELECTION', 'PRODUCT_SELECT', 1],
    ['HMDA', 'MORE_INFO', 2],
    ['INCOME_VERIFICATION', 'LINK_INCOME', 3],
    ['IDENTITY_VERIFICATION', 'ID_UPLOAD', 4],
    ['NOTE_SIGNING', 'SIGNING', 5],
    ['DEED_SIGNING', 'ENOTARY', 6],
    ['FUNDING_DECISION', 'COMPLETE', 7],
    ['COMPLETE', 'COMPLETE', 7],
  ] as const)('%s is %s (%i)', (status, state, index) => {
    expect(progressStateOf({ status })).toBe(state);
    expect(PROGRESS_INDEX[state]).toBe(index);
  });

  it('uses MANUAL_NOTARY at the notary step when manualNotary is set or the deed is signed manually', () => {
    expect(progressStateOf({ status: 'GEN_NOTARY_DISCLOSURE', manualNotary: true })).toBe('MANUAL_NOTARY');
    expect(progressStateOf({ status: 'MANUAL_DEED_SIGNING' })).toBe('MANUAL_NOTARY');
    expect(progressStateOf({ status: 'NOTE_SIGNING', manualNotary: true })).toBe('SIGNING');
  });

  it('finishes the notary step once the primary participant has accepted the deed signing', () => {
    expect(progressStateOf({ status: 'DEED_SIGNING', primaryParticipantAcceptComplete: true })).toBe(
      'COMPLETE',
    );
  });

  it('treats a missing or unknown status as the start', () => {
    expect(progressStateOf({ status: null })).toBe('INITIAL');
    expect(progressStateOf({ status: 'SOMETHING_NEW' })).toBe('INITIAL');
  });

  it('never goes backwards along the happy path', () => {
    const indexes = HAPPY_PATH.map((status) => PROGRESS_INDEX[progressStateOf({ status })]);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(new Set(indexes)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7]));
  });

  it('gives every status a state', () => {
    for (const status of APPLICATION_STATUSES)
      expect(PROGRESS_INDEX[progressStateOf({ status })], status).toBeTypeOf('number');
  });
});

describe('progressOf', () => {
  it('marks steps before the current one done and the rest upcoming', () => {
    const { index, steps } = progressOf({ status: 'INCOME_VERIFICATION' });
    expect(index).toBe(3);
    expect(steps.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('marks every step done when complete', () => {
    expect(progressOf({ status: 'RECORDING' }).steps.every((s) => s.state === 'done')).toBe(true);
  });

  it('labels the notary step for a manual notary', () => {
    expect(progressOf({ status: 'MANUAL_DEED_SIGNING' }).steps.at(-1)).toEqual({
      label: 'Schedule Notary Session',
      state: 'current',
    });
  });
});
