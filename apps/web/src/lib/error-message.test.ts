import { describe, expect, it } from 'vitest';
import { joinErrorMessages } from './error-message.ts';

describe('joinErrorMessages', () => {
  it('keeps a single message as it is', () => {
    expect(joinErrorMessages(['Invalid email or password'])).toBe('Invalid email or password');
  });
  it('joins several messages with commas and a final period', () => {
    expect(joinErrorMessages(['Email is taken', 'Phone is invalid.'])).toBe('Email is taken, Phone is invalid.');
  });
  it('says "Something unexpected happened" when there is no message', () => {
    expect(joinErrorMessages([])).toBe('Something unexpected happened');
    expect(joinErrorMessages(undefined)).toBe('Something unexpected happened');
    expect(joinErrorMessages(['  '])).toBe('Something unexpected happened');
  });
});
