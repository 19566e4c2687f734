import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InlineErrorPanel } from './inline-error-panel.tsx';
import { ModalManagerProvider, useModalManager } from './modal-manager.tsx';
import { StickySubmit } from './sticky-submit.tsx';
import { useToast, type TToastApi } from './toast-context.ts';
import { ToastProvider } from './toast-region.tsx';

describe('ToastProvider', () => {
  const renderToasts = () => {
    let api: TToastApi | undefined;
    const Capture = () => {
      api = useToast();
      return null;
    };
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    return () => api!;
  };

  it('titles each variant for screen readers', () => {
    const toast = renderToasts();
    act(() => {
      toast().showToast({ variant: 'error', message: 'Upload failed' });
      toast().showToast({ variant: 'warning', message: 'Connection lost. Attempting to reconnect.' });
      toast().showToast({ variant: 'success', message: 'Saved' });
      toast().showToast({ variant: 'info', message: 'New documents' });
    });
    expect(screen.getByRole('alert', { name: 'Error alert' })).toHaveTextContent('Upload failed');
    expect(screen.getByRole('alert', { name: 'Warning alert' })).toHaveTextContent('Connection lost');
    expect(screen.getByRole('status', { name: 'Success alert' })).toHaveTextContent('Saved');
    expect(screen.getByRole('status', { name: 'Info alert' })).toHaveTextContent('New documents');
  });

  it('shows at most five and brings the next one in when one is dismissed', async () => {
    const toast = renderToasts();
    act(() => {
      for (let i = 1; i <= 7; i += 1) toast().showToast({ variant: 'error', message: `Problem ${i}` });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(5);
    expect(screen.queryByText('Problem 6')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(screen.queryByText('Problem 1')).not.toBeInTheDocument();
    expect(screen.getByText('Problem 6')).toBeInTheDocument();
  });
});

describe('ModalManagerProvider', () => {
  it('opens a modal by id and refuses a second one with the same id', async () => {
    let manager: ReturnType<typeof useModalManager> | undefined;
    const Capture = () => {
      manager = useModalManager();
      return null;
    };
    render(
      <ModalManagerProvider>
        <Capture />
      </ModalManagerProvider>,
    );
    const modal = { id: 'ny-site', title: 'Use the New York site', render: () => <p>Body text</p> };
    act(() => manager!.openModal(modal));
    expect(screen.getByRole('dialog', { name: 'Use the New York site' })).toHaveTextContent('Body text');
    expect(() => manager!.openModal(modal)).toThrow('A modal with the id "ny-site" is already open');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => manager!.openModal(modal));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('StickySubmit', () => {
  it('reads Continue, and while loading is disabled and reads Submitting', () => {
    const { rerender } = render(<StickySubmit />);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    rerender(<StickySubmit loading />);
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner')).not.toBeNull();
  });
});

describe('InlineErrorPanel', () => {
  it('is titled Error with the default text, or the given message', () => {
    const { rerender } = render(<InlineErrorPanel />);
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('Something went wrong. Please try again.');
    rerender(<InlineErrorPanel message="The upload failed." />);
    expect(screen.getByRole('alert', { name: 'Error' })).toHaveTextContent('The upload failed.');
  });
});
