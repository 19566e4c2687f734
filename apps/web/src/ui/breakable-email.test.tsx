import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableEmail } from './breakable-email.tsx';

describe('BreakableEmail', () => {
  it('offers a line break before "@" and each ".", and reads as the address unchanged', () => {
    const { container } = render(
      <a href="mailto:dana.whitfield@harbor-cu.example">
        <BreakableEmail email="dana.whitfield@harbor-cu.example" />
      </a>,
    );
    const link = container.querySelector('a')!;
    expect(link.textContent).toBe('dana.whitfield@harbor-cu.example');
    expect(link.innerHTML).toBe('dana<wbr>.whitfield<wbr>@harbor-cu<wbr>.example');
  });
});
