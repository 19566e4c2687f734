import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateSiteModal } from './state-site-modal.tsx';

describe('StateSiteModal', () => {
  it('sends a New York property to the New York site', () => {
    render(<StateSiteModal isOpen onClose={() => undefined} toNewYork siteName="Lintel New York" registerUrl="https://ny.lintel.example/account/heloc/register" />);
    expect(screen.getByRole('dialog', { name: 'Please use our New York site' })).toHaveTextContent('Lintel New York');
    expect(screen.getByRole('link', { name: 'Go to the New York site' })).toHaveAttribute('href', 'https://ny.lintel.example/account/heloc/register');
  });

  it('sends a property elsewhere from the New York site to the main site', () => {
    render(<StateSiteModal isOpen onClose={() => undefined} toNewYork={false} siteName="Lintel" registerUrl="https://lintel.example/account/heloc/register" />);
    expect(screen.getByRole('dialog', { name: 'Please use our main site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Lintel site' })).toHaveAttribute('href', 'https://lintel.example/account/heloc/register');
  });
});
