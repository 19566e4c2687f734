import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignerForm } from './signer-form.tsx';

// The co-owner's phone is the product's one phone field (ui/phone-field.tsx): formatted as typed, bounded to the
// national format's 14 characters, and a pasted international number formatted whole instead of cut.
describe('SignerForm phone', () => {
  it('formats as typed, stops at 14 characters and keeps a pasted +1 number whole', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<SignerForm submitLabel="Invite" onSubmit={onSubmit} />);
    const phone = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(phone).toHaveAttribute('maxlength', '14');
    expect(phone).toHaveAttribute('autocomplete', 'off');

    await user.type(phone, '41555501239999');
    expect(phone).toHaveValue('(415) 555-0123');

    await user.clear(phone);
    await user.click(phone);
    await user.paste('+1 (303) 555-0142');
    expect(phone).toHaveValue('(303) 555-0142');

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Jordan');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Ellison');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '(303) 555-0142' }));
  });
});
