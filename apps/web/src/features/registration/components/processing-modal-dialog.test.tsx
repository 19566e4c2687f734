import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/brand/index.ts';
import { ProcessingModalDialog } from './processing-modal-dialog.tsx';
import { PROCESSING_MESSAGES } from '@lintel/domain';

afterEach(() => vi.useRealTimers());

describe('ProcessingModalDialog (spec 01 section 4)', () => {
  it('announces each message in the spec\'s words and order, with nothing added', () => {
    vi.useFakeTimers();
    render(
      <BrandProvider>
        <ProcessingModalDialog />
      </BrandProvider>,
    );
    const shown: string[] = [];
    for (let i = 0; i < PROCESSING_MESSAGES.length; i += 1) {
      shown.push(screen.getByRole('status').textContent ?? '');
      act(() => vi.advanceTimersByTime(2_500));
    }
    expect(shown).toEqual([
      'Creating your account',
      'Pulling your soft credit',
      'Locating your property',
      'Determining property value',
      'Determining your eligibility',
      'Calculating your offers',
      'Generating your quote',
    ]);
  });
});
