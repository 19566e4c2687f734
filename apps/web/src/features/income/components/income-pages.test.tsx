import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { incomeEmployerPath, incomeReviewPath, type TIncomeReview } from '@lintel/contract';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { EmployerVerificationPage } from './employer-page.tsx';
import { LinkReturn } from './link-return.tsx';
import { IncomeReviewPage } from './review-page.tsx';

const UUID = '5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c';

const review = (overrides: Partial<TIncomeReview> = {}): TIncomeReview => ({
  applicationStatus: 'INCOME_VERIFICATION',
  statedAnnualIncome: 120_000,
  methods: ['bank', 'upload'],
  sources: [],
  paystubs: { numDocsRequired: 3, conditionUuid: null, description: 'Please upload your three most recent paystubs.' },
  employer: null,
  nextStep: 'Choose one way below to verify your income.',
  ...overrides,
});

describe('income/review', () => {
  it('explains each method the offer allows, and only those', async () => {
    server.use(http.get(incomeReviewPath(UUID), () => HttpResponse.json(review())));
    renderRoutes([{ path: '/account/heloc/:uuid/income/review', element: <IncomeReviewPage /> }], `/account/heloc/${UUID}/income/review`);
    expect(await screen.findByText('You told us you earn $120,000 a year. We confirm it before your final offer.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Link your bank account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Upload your paystubs' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Link your payroll account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link bank account' })).toHaveAttribute('href', `/account/heloc/${UUID}/income/link/bank`);
    expect(screen.getAllByText('What you share')).toHaveLength(2);
  });

  it('puts an open paystub request first, in its singular wording', async () => {
    server.use(
      http.get(incomeReviewPath(UUID), () =>
        HttpResponse.json(
          review({
            paystubs: { numDocsRequired: 1, conditionUuid: '11111111-1111-4111-8111-111111111111', description: 'Please upload your most recent paystub.' },
            sources: [
              {
                uuid: '22222222-2222-4222-8222-222222222222',
                source: 'MANUAL_PAYSTUB',
                state: 'FAILED_VERIFICATION',
                verifiedAnnualIncome: null,
                institutionName: null,
                accountMask: null,
                detail: 'We could not read stub-unreadable.pdf.',
                updatedAt: '2026-11-23T10:00:00.000Z',
              },
            ],
          }),
        ),
      ),
    );
    renderRoutes([{ path: '/account/heloc/:uuid/income/review', element: <IncomeReviewPage /> }], `/account/heloc/${UUID}/income/review`);
    expect(await screen.findByText('Please upload your most recent paystub.')).toBeInTheDocument();
    expect(screen.getByText('Could not be verified')).toBeInTheDocument();
    expect(screen.getByText('We could not read stub-unreadable.pdf.')).toBeInTheDocument();
  });
});

describe('income/employer-verification', () => {
  it('names what is missing, formats the phone and sends the details', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.get(incomeReviewPath(UUID), () => HttpResponse.json(review({ applicationStatus: 'EMPLOYMENT_VERIFICATION' }))),
      http.post(incomeEmployerPath(UUID), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ uuid: UUID, applicationStatus: 'EMPLOYMENT_VERIFICATION' });
      }),
    );
    renderRoutes([{ path: '/account/heloc/:uuid/income/employer-verification', element: <EmployerVerificationPage /> }], `/account/heloc/${UUID}/income/employer-verification`);
    await user.click(await screen.findByRole('button', { name: 'Verify my employment' }));
    expect(screen.getByText('Please enter your employer’s name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name of a contact at your employer')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Employer name' }), 'Initech');
    await user.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Bill Lumbergh');
    await user.type(screen.getByRole('textbox', { name: 'Contact phone number' }), '4155550134');
    expect(screen.getByRole('textbox', { name: 'Contact phone number' })).toHaveValue('(415) 555-0134');
    await user.click(screen.getByRole('button', { name: 'Verify my employment' }));
    await expect.poll(() => sent).toEqual({ employerName: 'Initech', contactName: 'Bill Lumbergh', phoneNumber: '(415) 555-0134' });
  });
});

describe('link return', () => {
  it('says when the applicant left the window and leads back', async () => {
    renderRoutes([{ path: '/account/heloc/plaid-oauth-success', element: <LinkReturn uuid={UUID} heading="Linking your bank account" /> }], '/account/heloc/plaid-oauth-success?error=USER_EXIT&state=abc');
    expect(await screen.findByText('You left the secure window before linking an account. Nothing was shared.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to verifying your income' })).toHaveAttribute('href', `/account/heloc/${UUID}/income/review`);
  });
});
