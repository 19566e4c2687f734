import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applicationDocumentPath, hmdaPath, submitApplicationPath } from '@lintel/contract';
import { server } from '../../../../test/msw-server.ts';
import { currentLocation, renderRoutes } from '../../../../test/render.tsx';
import { AppSummaryPage } from './app-summary-page.tsx';
import { HmdaPage } from './hmda-page.tsx';

const UUID = '5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c';
const routes = [
  { path: '/account/heloc/:uuid/start/hmda', element: <HmdaPage /> },
  { path: '/account/heloc/:uuid/start/app-summary', element: <AppSummaryPage /> },
  { path: '/account/heloc/:uuid', element: <p>Next screen</p> },
];

describe('start/hmda', () => {
  it('asks for every question and sends the answers, "I do not wish to provide" clearing the boxes', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.post(hmdaPath(UUID), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'APP_SUBMISSION' });
      }),
    );
    const { router } = renderRoutes(routes, `/account/heloc/${UUID}/start/hmda`);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('Please select an ethnicity or that you do not wish to provide it'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please select a race or that you do not wish to provide it'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please select a sex or that you do not wish to provide it')).toBeInTheDocument();

    const ethnicity = screen.getByRole('group', { name: 'Ethnicity' });
    await user.click(screen.getByRole('checkbox', { name: 'Other Hispanic or Latino' }));
    await user.type(screen.getByRole('textbox', { name: /Origin, for example Argentinean/ }), 'Colombian');
    await user.click(screen.getByRole('checkbox', { name: 'American Indian or Alaska Native' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Name of enrolled or principal tribe' }),
      'Navajo Nation',
    );
    const declines = screen.getAllByRole('checkbox', { name: 'I do not wish to provide this information' });
    await user.click(screen.getByRole('checkbox', { name: 'Male' }));
    await user.click(declines[2]!);
    expect(screen.getByRole('checkbox', { name: 'Male' })).not.toBeChecked();
    expect(ethnicity).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Next screen');
    expect(sent).toEqual({
      ethnicity: {
        notProvided: false,
        values: ['OTHER_HISPANIC_OR_LATINO'],
        otherHispanicOrLatino: 'Colombian',
      },
      race: {
        notProvided: false,
        values: ['AMERICAN_INDIAN_OR_ALASKA_NATIVE'],
        americanIndianTribe: 'Navajo Nation',
      },
      sex: { notProvided: true, values: [] },
    });
    expect(currentLocation(router)).toBe(`/account/heloc/${UUID}`);
  });
});

describe('start/app-summary', () => {
  beforeEach(() => {
    // jsdom has no object URLs; the page only hands the URL to its frame and link.
    URL.createObjectURL = vi.fn(() => 'blob:summary');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps submit disabled until both documents were opened and acknowledged and the hard-credit consent is given', async () => {
    const user = userEvent.setup();
    let submitted: unknown;
    const pdf = () =>
      new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf' },
      });
    server.use(
      http.get(applicationDocumentPath(UUID, 'APPLICATION_SUMMARY'), pdf),
      http.get(applicationDocumentPath(UUID, 'HELOC_DISCLOSURES'), pdf),
      http.post(submitApplicationPath(UUID), async ({ request }) => {
        submitted = await request.json();
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'GEN_APP_DISCLOSURES' });
      }),
    );
    renderRoutes(routes, `/account/heloc/${UUID}/start/app-summary`);
    expect(await screen.findByTitle('Application summary')).toHaveAttribute('src', 'blob:summary');
    const submit = screen.getByRole('button', { name: 'Submit application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Before you submit, please open and acknowledge the HELOC disclosures, open and acknowledge the CFPB booklet, agree to the hard credit inquiry.',
    );

    await user.click(screen.getByRole('checkbox', { name: /hard credit inquiry/ }));
    // Ticking the acknowledgement without opening the panel is not enough.
    await user.click(screen.getByRole('checkbox', { name: 'I have read the HELOC disclosures' }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByText('HELOC disclosures', { selector: 'summary' }));
    await user.click(
      screen.getByText('What you should know about home equity lines of credit', { selector: 'summary' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'I have received and read the CFPB booklet' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByText('Next screen');
    expect(submitted).toEqual({
      hardCreditConsent: true,
      helocDisclosuresAcknowledged: true,
      cfpbBrochureAcknowledged: true,
    });
  }, 20_000);
});
