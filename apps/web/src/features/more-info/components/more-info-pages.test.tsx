import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applicationDocumentPath, hmdaPath, offersPath, submitApplicationPath } from '@lintel/contract';
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
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'GEN_SUMMARY_DISCLOSURE' });
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

vi.mock('@/ui/load-pdf-document.ts', () => ({
  // pdf.js needs a real canvas; these tests look at the page around the viewer, not at drawn pixels.
  loadPdfDocument: async () => ({
    pageSizes: [
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ],
    renderPage: async () => undefined,
    destroy: async () => undefined,
  }),
}));

/** Records the viewers' end-of-document observers so a test can show the last page. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
}

/** Scrolls a viewer to its bottom, as a reader would, and reports its last page in view. */
const showLastPageOf = (region: HTMLElement) => {
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 500 });
  region.scrollTop = 1500;
  fireEvent.scroll(region);
  const observer = FakeIntersectionObserver.instances.filter((o) => o.options.root === region).at(-1)!;
  act(() =>
    observer.callback(
      observer.observed.map((target) => ({ target, intersectionRatio: 0.5 }) as IntersectionObserverEntry),
      observer as unknown as IntersectionObserver,
    ),
  );
};

describe('start/app-summary', () => {
  const pdf = () =>
    new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      headers: { 'content-type': 'application/pdf' },
    });
  const offersAnswer = (applicationStatus: string) =>
    HttpResponse.json({
      applicationStatus,
      offerSet: null,
      defaultOffer: null,
      liabilities: [],
      selection: null,
      revision: null,
      property: {
        street1: '1 Main St',
        street2: null,
        city: 'Denver',
        state: 'CO',
        zip: '80202',
        propertyValue: 500000,
        propertyCondition: 'GOOD',
      },
      requalification: null,
    });
  const blockNavigation = (event: MouseEvent) => event.preventDefault();

  beforeEach(() => {
    // jsdom has no object URLs; the page only hands the URL to its download link.
    URL.createObjectURL = vi.fn(() => 'blob:summary');
    URL.revokeObjectURL = vi.fn();
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // jsdom cannot follow links; React's click handlers still run.
    document.addEventListener('click', blockNavigation);
    server.use(
      http.get(applicationDocumentPath(UUID, 'APPLICATION_SUMMARY'), pdf),
      http.get(applicationDocumentPath(UUID, 'HELOC_DISCLOSURES'), pdf),
    );
  });
  afterEach(() => {
    document.removeEventListener('click', blockNavigation);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the summary, then keeps Continue disabled until the disclosures are read to the end, the booklet opened, both acknowledged and the consent given', async () => {
    const user = userEvent.setup();
    let submitted: unknown;
    let reads = 0;
    server.use(
      // The first read finds the summary-disclosure job still running.
      http.get(offersPath(UUID), () =>
        offersAnswer(reads++ === 0 ? 'GEN_SUMMARY_DISCLOSURE' : 'APP_SUBMISSION'),
      ),
      http.post(submitApplicationPath(UUID), async ({ request }) => {
        submitted = await request.json();
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'GEN_APP_DISCLOSURES' });
      }),
    );
    renderRoutes(routes, `/account/heloc/${UUID}/start/app-summary`);
    expect(await screen.findByText('Preparing your application summary…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    expect(
      await screen.findByRole('region', { name: 'Application summary, 2 pages' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const disclosures = await screen.findByRole('region', { name: 'HELOC disclosures, 2 pages' });
    expect(screen.getByRole('link', { name: 'Download Application summary (PDF)' })).toHaveAttribute(
      'download',
      'application_summary.pdf',
    );
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Before you continue, please read the HELOC disclosures to the end, confirm you have read the HELOC disclosures, open the CFPB booklet, confirm you have received the CFPB booklet, agree to the hard credit inquiry.',
    );

    // Ticking every box without reading or opening anything is not enough.
    await user.click(screen.getByRole('checkbox', { name: 'I have read the HELOC disclosures' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have received and read the CFPB booklet' }));
    await user.click(screen.getByRole('checkbox', { name: /hard credit inquiry/ }));
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Before you continue, please read the HELOC disclosures to the end, open the CFPB booklet.',
    );

    showLastPageOf(disclosures);
    expect(screen.getByText('End of document reached')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('link', { name: /Open the CFPB booklet/ }));
    expect(submit).toBeEnabled();

    await user.click(submit);
    await screen.findByText('Next screen');
    expect(submitted).toEqual({
      hardCreditConsent: true,
      helocDisclosuresAcknowledged: true,
      cfpbBrochureAcknowledged: true,
    });
  }, 20_000);

  it('counts opening the download link of the disclosures as reading them', async () => {
    const user = userEvent.setup();
    server.use(http.get(offersPath(UUID), () => offersAnswer('APP_SUBMISSION')));
    renderRoutes(routes, `/account/heloc/${UUID}/start/app-summary`);
    await user.click(await screen.findByRole('link', { name: 'Download HELOC disclosures (PDF)' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAccessibleDescription(
      'Before you continue, please confirm you have read the HELOC disclosures, open the CFPB booklet, confirm you have received the CFPB booklet, agree to the hard credit inquiry.',
    );
  }, 20_000);
});
