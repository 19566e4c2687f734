import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { APPLICANT_CANCEL_MESSAGES, APPLICANT_CANCEL_TEXTS } from '@lintel/domain';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { helocApplication } from '../../../../test/fixtures/heloc-application.ts';
import { cancelApplicationPath } from '../api/cancel-application.ts';
import { CancelApplication } from './cancel-application.tsx';

const UUID = '5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c';

const renderAction = (onCancelled = vi.fn()) => {
  renderRoutes(
    [
      {
        path: '/account/heloc/:uuid/*',
        element: <CancelApplication uuid={UUID} onCancelled={onCancelled} />,
      },
    ],
    `/account/heloc/${UUID}/intro`,
  );
  return onCancelled;
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: APPLICANT_CANCEL_TEXTS.action }));
  return screen.findByRole('dialog', { name: APPLICANT_CANCEL_TEXTS.title });
};

describe('the applicant cancelling its application', () => {
  it('says what cancelling means, and "Keep my application" closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderAction();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(APPLICANT_CANCEL_TEXTS.explanation);
    expect(within(dialog).getByLabelText(APPLICANT_CANCEL_TEXTS.reasonLabel)).toHaveAttribute(
      'maxlength',
      '500',
    );
    await user.click(within(dialog).getByRole('button', { name: APPLICANT_CANCEL_TEXTS.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: APPLICANT_CANCEL_TEXTS.action })).toHaveFocus(),
    );
  });

  it('closes on Escape, from the keyboard alone, and gives focus back', async () => {
    const user = userEvent.setup();
    renderAction();
    screen.getByRole('button', { name: APPLICANT_CANCEL_TEXTS.action }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: APPLICANT_CANCEL_TEXTS.title });
    // React Aria moves focus into the dialog just after it mounts, and Escape is heard only from inside it: under
    // load (CI) the key could land before that.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: APPLICANT_CANCEL_TEXTS.action })).toHaveFocus(),
    );
  });

  it('sends the reason trimmed and hands the cancelled application on', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(cancelApplicationPath(UUID), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          helocApplication({ uuid: UUID, applicationStatus: 'CANCELLED', active: false }),
        );
      }),
    );
    const user = userEvent.setup();
    const onCancelled = renderAction();
    const dialog = await openDialog(user);
    await user.type(
      within(dialog).getByLabelText(APPLICANT_CANCEL_TEXTS.reasonLabel),
      '  Found a better rate  ',
    );
    await user.click(within(dialog).getByRole('button', { name: APPLICANT_CANCEL_TEXTS.confirm }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ reason: 'Found a better rate' }]);
    expect(onCancelled.mock.calls[0]![0]).toMatchObject({ uuid: UUID, applicationStatus: 'CANCELLED' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no reason when none is given', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(cancelApplicationPath(UUID), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          helocApplication({ uuid: UUID, applicationStatus: 'CANCELLED', active: false }),
        );
      }),
    );
    const user = userEvent.setup();
    const onCancelled = renderAction();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: APPLICANT_CANCEL_TEXTS.confirm }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(bodies).toEqual([{ reason: null }]);
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    server.use(
      http.post(cancelApplicationPath(UUID), () =>
        HttpResponse.json({ errors: [APPLICANT_CANCEL_MESSAGES.notCancellable] }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    const onCancelled = renderAction();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: APPLICANT_CANCEL_TEXTS.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      APPLICANT_CANCEL_MESSAGES.notCancellable,
    );
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
