import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DrawSlider } from './draw-slider.tsx';

const Harness = () => {
  const [value, setValue] = useState(195_970);
  return (
    <>
      <DrawSlider label="Initial draw" min={15_030} max={195_970} value={value} onChange={setValue} />
      <p data-testid="chosen">{value}</p>
    </>
  );
};

describe('DrawSlider', () => {
  it('treats bounds off the $100 grid as stops, so the label always shows the chosen draw', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Initial draw' });
    expect(slider).toHaveAttribute('aria-valuetext', '$195,970');
    expect(document.querySelector('output')).toHaveTextContent('$195,970');
    slider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('195930');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('195970');
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('15130');
    expect(document.querySelector('output')).toHaveTextContent('$15,130');
    expect(screen.getByRole('textbox', { name: 'Or type an amount' })).toHaveValue('15130');
  });
});
