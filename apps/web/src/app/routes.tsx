import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell.tsx';
import { AuthGate } from './auth-gate.tsx';
import { ErrorPage } from './error-page.tsx';
import { RedirectInApplication, RedirectKeepingQuery, RedirectSplat } from './redirects.tsx';
import { lazyPage, page } from './lazy-page.ts';
import { legalDocumentName } from '@lintel/domain';
import type { TStateScreenKey } from '@/features/application-states/state-screens.ts';
import type { TStateScreenHandle } from '@/features/application-states/components/state-screen-page.tsx';
import type { TTitledHandle } from './route-title.ts';

// The whole route table of spec 01 section 2 in one file. The shell, the gate and the redirects load
// eagerly; every page is a lazy module, so a failed chunk only ever concerns the page being opened.
// Every screen is built: no route shows a "not available yet" page (pending-routes.ts stays empty).

const loginPage = page('Log in', () => import('@/features/auth/components/login-page.tsx'));
const forgotPasswordPage = page('Forgot your password?', () => import('@/features/auth/components/forgot-password-page.tsx'));
const resetPasswordPage = page('Choose a new password', () => import('@/features/auth/components/reset-password-page.tsx'));
const dashboardPage = page('Your applications', () => import('@/features/dashboard/components/dashboard-page.tsx'));
const notFoundPage = page('Page not found', () => import('./not-found-page.tsx'));

const applicationRouterPage = page('Your application', () => import('@/features/status-routing/components/application-router-page.tsx'));
const applicationLayout = lazyPage(() => import('@/features/status-routing/components/application-layout.tsx'));
const waitingPage = page("We're reviewing your application", () => import('@/features/status-routing/components/waiting-page.tsx'));
const declinePage = page('We are unable to approve your application', () => import('@/features/application-states/components/decline-page.tsx'));
const ssnPage = page('Confirm your social security number', () => import('@/features/credit/components/ssn-page.tsx'));
const frozenCreditPage = page('Your credit report is frozen', () => import('@/features/credit/components/frozen-credit-page.tsx'));
const stateScreenPage = lazyPage(() => import('@/features/application-states/components/state-screen-page.tsx'));

/** A screen that only shows where the application stands; its copy is keyed by the handle. */
const stateScreen = (
  key: TStateScreenKey,
  title: string,
): ReturnType<typeof lazyPage> & { handle: TStateScreenHandle & TTitledHandle } => ({
  ...stateScreenPage,
  handle: { stateScreen: key, title },
});

/** Spec 01: review-app datatree and signdocs show the same timeout page as error/timeout. */
const timeoutPage = () => stateScreen('timeout', 'This is taking longer than usual');

const registrationRoutes: RouteObject[] = [
  {
    path: 'register',
    children: [
      { index: true, ...page('Check your rate', () => import('@/features/registration/v1/register-page.tsx')) },
      { path: 'account-setup', ...page('Set up your account', () => import('@/features/registration/v1/account-setup-page.tsx')) },
      { path: 'support', ...page('Need help with your application?', () => import('@/features/registration/v1/support-page.tsx')) },
    ],
  },
  {
    path: 'register-v2',
    ...lazyPage(() => import('@/features/registration/components/register-v2-layout.tsx')),
    children: [
      { index: true, ...page('Property address', () => import('@/features/registration/steps/property-address-step.tsx')) },
      { path: 'home-address', ...page('Home address', () => import('@/features/registration/steps/home-address-step.tsx')) },
      { path: 'for-sale', ...page('Sale status', () => import('@/features/registration/steps/for-sale-step.tsx')) },
      { path: 'annual-income', ...page('Annual income', () => import('@/features/registration/steps/annual-income-step.tsx')) },
      { path: 'legal-name', ...page('Legal name', () => import('@/features/registration/steps/legal-name-step.tsx')) },
      { path: 'birthdate', ...page('Date of birth', () => import('@/features/registration/steps/birthdate-step.tsx')) },
      { path: 'phone-and-email', ...page('Contact information', () => import('@/features/registration/steps/phone-and-email-step.tsx')) },
      { path: 'set-password', ...page('Login information', () => import('@/features/registration/steps/set-password-step.tsx')) },
      { path: 'login-info', ...page('Login information', () => import('@/features/registration/steps/login-info-step.tsx')) },
    ],
  },
];

/** Where the registration submit sends a waitlisted applicant (spec 01 section 4); open to anyone. */
const waitlistPage = page("You're on the waitlist", () => import('@/features/registration/components/waitlist-page.tsx'));

const signerRoutes: RouteObject = {
  path: 'heloc-signer',
  children: [
    { index: true, element: <Navigate replace to="/account/heloc/heloc-signer/login" /> },
    { path: 'resume', ...page('Continue signing', () => import('@/features/heloc-signer/components/signer-resume-page.tsx')) },
    { path: 'login', ...page('Sign as a co-owner', () => import('@/features/heloc-signer/components/signer-login-page.tsx')) },
    { path: 'cancelled', ...page('This signing is no longer open', () => import('@/features/heloc-signer/components/signer-cancelled-page.tsx')) },
    { path: 'identity', ...page('Verify your identity', () => import('@/features/heloc-signer/components/signer-identity-page.tsx')) },
    { path: 'intro', ...page('Your steps as a co-owner', () => import('@/features/heloc-signer/components/signer-intro-page.tsx')) },
    { path: 'error', ...page('Sorry, looks like we have hit a snag!', () => import('@/features/heloc-signer/components/signer-error-page.tsx')) },
    { path: 'sign', ...page('Sign your documents', () => import('@/features/heloc-signer/components/signer-sign-page.tsx')) },
    { path: 'documents', ...page('Your documents', () => import('@/features/heloc-signer/components/signer-documents-page.tsx')) },
    { path: 'complete', ...page('Your right to cancel', () => import('@/features/complete/components/co-owner-complete-page.tsx')) },
    // Decision 042: any other address under heloc-signer (a primary's page name typed here) goes to the signer's own
    // next step instead of falling through to the application routes (":uuid" = "heloc-signer").
    { path: '*', element: <Navigate replace to="/account/heloc/heloc-signer/resume" /> },
    {
      // The co-owner's notary step (decision 043): the primary's notary components under the signer's paths.
      path: 'notary',
      children: [
        { index: true, ...page('Talk to eNotary', () => import('@/features/notary/components/signer-notary-pages.tsx').then((m) => ({ Component: m.SignerNotaryIntroPage }))) },
        {
          path: 'session',
          ...page('Your notary session', () => import('@/features/notary/components/signer-notary-pages.tsx').then((m) => ({ Component: m.SignerNotarySessionPage }))),
        },
        {
          path: 'error',
          ...page('Notary session ended', () => import('@/features/notary/components/signer-notary-pages.tsx').then((m) => ({ Component: m.SignerNotaryErrorPage }))),
        },
        { path: '*', element: <Navigate replace to="/account/heloc/heloc-signer/notary" /> },
      ],
    },
    {
      path: 'conditions',
      children: [
        // The primary's condition pages, for the co-owner's own conditions (decision 036).
        {
          index: true,
          ...page('Your conditions', () => import('@/features/conditions/components/conditions-page.tsx').then((m) => ({ Component: m.SignerConditionsPage }))),
        },
        {
          path: 'upload-document',
          ...page('Upload documents', () =>
            import('@/features/conditions/components/upload-document-page.tsx').then((m) => ({ Component: m.SignerUploadDocumentPage })),
          ),
        },
        { path: 'identity', ...page('Verify your identity', () => import('@/features/heloc-signer/components/signer-condition-identity-page.tsx')) },
        // Anything else under conditions goes up one level. The primary's phone-number page is named here: the
        // ':uuid/conditions/phone-number' route would otherwise outrank the splat (and a signer must never reach it).
        { path: 'phone-number', element: <Navigate replace to="/account/heloc/heloc-signer/conditions" /> },
        { path: '*', element: <Navigate replace to="/account/heloc/heloc-signer/conditions" /> },
      ],
    },
  ],
};

const applicationRoutes: RouteObject = {
  path: ':uuid',
  ...applicationLayout,
  children: [
    { index: true, ...applicationRouterPage },
    {
      path: 'bank',
      children: [
        { path: 'autopay', ...page('Set up your payments', () => import('@/features/bank/components/autopay-page.tsx')) },
        { path: 'confirm', ...page('Confirm your account', () => import('@/features/bank/components/confirm-page.tsx')) },
        { path: 'disburse', ...page('Where should we send your money?', () => import('@/features/bank/components/disburse-page.tsx')) },
        { path: 'manual-disburse', ...page('Enter your bank account', () => import('@/features/bank/components/manual-disburse-page.tsx')) },
      ],
    },
    {
      path: 'credit',
      children: [
        { path: 'social', ...ssnPage },
        { path: 'error', ...frozenCreditPage },
      ],
    },
    { path: 'complete', ...page("You're all set", () => import('@/features/complete/components/complete-page.tsx')) },
    {
      path: 'conditions',
      children: [
        { index: true, ...page('Your conditions', () => import('@/features/conditions/components/conditions-page.tsx')) },
        { path: 'upload-document', ...page('Upload documents', () => import('@/features/conditions/components/upload-document-page.tsx')) },
        {
          path: 'phone-number',
          ...page('Enter your phone number', () => import('@/features/conditions/components/phone-number-page.tsx')),
        },
      ],
    },
    { path: 'document/disclosures', ...page('Your closing documents', () => import('@/features/signing/components/disclosures-page.tsx')) },
    {
      path: 'error',
      children: [
        { path: 'decline', ...declinePage },
        { path: 'credit', ...stateScreen('creditIssue', 'We could not complete your credit review') },
        { path: 'income', ...stateScreen('incomeIssue', 'We could not verify your income') },
        { path: 'timeout', ...timeoutPage() },
        { path: 'flood-cert', ...stateScreen('floodCert', 'We are waiting on your flood certificate') },
      ],
    },
    {
      path: 'income',
      children: [
        { path: 'review', ...page('Verify your income', () => import('@/features/income/components/review-page.tsx')) },
        {
          path: 'link',
          children: [
            { index: true, element: <RedirectInApplication to="income/review" /> },
            { path: ':type', ...page('Link an income account', () => import('@/features/income/components/link-page.tsx')) },
          ],
        },
        { path: 'pointserv-callback', ...page('Linking your payroll account', () => import('@/features/income/components/pointserv-callback-page.tsx')) },
        { path: 'upload', ...page('Upload your paystubs', () => import('@/features/income/components/upload-page.tsx')) },
        { path: 'employer-verification', ...page('Verify your employment', () => import('@/features/income/components/employer-page.tsx')) },
      ],
    },
    { path: 'identity', ...page('Verify your identity', () => import('@/features/identity/components/identity-page.tsx')) },
    { path: 'liens', ...page('Review your debts', () => import('@/features/liens/components/liens-page.tsx')) },
    {
      path: 'notary',
      children: [
        { path: 'intro', ...page('Talk to eNotary', () => import('@/features/notary/components/intro-page.tsx')) },
        { path: 'schedule-manual', ...page('Schedule an in-person notary', () => import('@/features/notary/components/schedule-manual-page.tsx')) },
        { path: 'reserve-manual', ...page('Your in-person notary visit', () => import('@/features/notary/components/reserve-manual-page.tsx')) },
        { path: 'session', ...page('Your notary session', () => import('@/features/notary/components/session-page.tsx')) },
        { path: 'error', ...page('Notary session ended', () => import('@/features/notary/components/error-page.tsx')) },
      ],
    },
    {
      path: 'product',
      children: [
        { path: 'assets', ...page('Tell us about your assets', () => import('@/features/offers/components/assets-page.tsx')) },
        {
          path: 'select',
          children: [
            { index: true, ...page('Choose your offer', () => import('@/features/offers/components/select-page.tsx')) },
            { path: 'confirm', ...page('Confirm your offer', () => import('@/features/offers/components/confirm-page.tsx')) },
          ],
        },
        { path: 'prequal-winback', ...page('Your updated offer', () => import('@/features/offers/components/prequal-winback-page.tsx')) },
      ],
    },
    {
      path: 'signing',
      children: [
        { path: 'intro', ...page('Sign your documents', () => import('@/features/signing/components/signing-intro-page.tsx')) },
        { path: 'sign', ...page('Sign each place', () => import('@/features/signing/components/sign-page.tsx')) },
        { path: 'additional', ...page('Invite the other owners of your home', () => import('@/features/signers/components/additional-signers-page.tsx')) },
        { path: 'support', ...page('Help with your documents', () => import('@/features/signing/components/signing-support-page.tsx')) },
      ],
    },
    {
      path: 'start',
      children: [
        { path: 'contact', ...page('Confirm your contact details', () => import('@/features/more-info/components/contact-page.tsx')) },
        { path: 'hmda', ...page('Demographic information', () => import('@/features/more-info/components/hmda-page.tsx')) },
        { path: 'app-summary', ...page('Review and submit your application', () => import('@/features/more-info/components/app-summary-page.tsx')) },
        // The routing default (spec 01 section 4): waits, polling the status until it moves on.
        { path: 'profile', ...waitingPage },
      ],
    },
    {
      path: 'review-app',
      children: [
        { path: 'incorrect-pin', ...stateScreen('incorrectPin', 'We could not confirm your identity') },
        { path: 'no-credit', ...stateScreen('noCredit', 'We could not find your credit report') },
        { path: 'property', ...stateScreen('propertyReview', 'We need to confirm your property') },
        { path: 'uw', ...stateScreen('underwritingReview', 'Your application is being reviewed') },
        { path: 'delinquency', ...stateScreen('delinquencyReview', 'We are reviewing your credit history') },
        { path: 'incorrect-ownership', ...stateScreen('incorrectOwnership', 'We need to confirm who owns your property') },
        { path: 'datatree', ...timeoutPage() },
        { path: 'signdocs', ...timeoutPage() },
      ],
    },
    { path: 'payoff/hold', ...stateScreen('payoffHold', 'We are confirming your payoff amounts') },
    {
      path: 'bpo',
      children: [
        { path: 'condition', ...page('Texas fair market value acknowledgement', () => import('@/features/bpo/components/condition-page.tsx')) },
        { path: 'hold', ...stateScreen('valuationHold', 'Your home valuation is in progress') },
        { path: 'waiting', ...stateScreen('valuationWaiting', 'We are waiting on your home valuation') },
        { path: 'estimate-value', ...page('Tell us about your home', () => import('@/features/bpo/components/estimate-value-page.tsx')) },
        { path: 'order-bpo', ...page('Order your home valuation', () => import('@/features/bpo/components/order-bpo-page.tsx')) },
      ],
    },
    { path: 'hold', ...stateScreen('hold', 'Your application is on hold') },
  ],
};

/** Legal pages live at the root; their /account/heloc aliases redirect there. */
const LEGAL_PAGES = [
  { path: 'terms', page: page(legalDocumentName, () => import('@/features/legal/pages/terms-page.tsx')) },
  { path: 'communications', page: page('Electronic Communications Policy', () => import('@/features/legal/pages/communications-page.tsx')) },
  { path: 'privacy', page: page('Privacy Policy', () => import('@/features/legal/pages/privacy-page.tsx')) },
  { path: 'licenses', page: page('Licenses', () => import('@/features/legal/pages/licenses-page.tsx')) },
] as const;

/**
 * The agents' console (issue 17 item 4, decision 034): its own shell and lazy pages, outside the applicant's
 * shell (no applicant header, footer, banners or chat launcher).
 */
const opsRoutes: RouteObject = {
  path: '/ops',
  ...lazyPage(() => import('./shell/ops-shell.tsx')),
  errorElement: <ErrorPage />,
  hydrateFallbackElement: <p role="status">Loading…</p>,
  children: [
    { index: true, element: <Navigate replace to="/ops/applications" /> },
    { path: 'login', ...page('Agent log in', () => import('@/features/ops/components/ops-login-page.tsx')) },
    { path: 'applications', ...page('Applications', () => import('@/features/ops/components/queue-page.tsx')) },
    { path: 'applications/:uuid', ...page('Application', () => import('@/features/ops/components/application-page.tsx')) },
    {
      path: 'chats',
      ...page('Chat inbox', () => import('@/features/ops/components/chats-page.tsx')),
      children: [{ path: ':chatId', ...page('Chat', () => import('@/features/ops/components/conversation.tsx')) }],
    },
    { path: 'flags', ...page('Feature flags', () => import('@/features/ops/components/flags-page.tsx')) },
    { path: 'banners', ...page('Banners', () => import('@/features/ops/components/banners-page.tsx')) },
    { path: 'clock', ...page('Sandbox clock', () => import('@/features/ops/components/clock-page.tsx')) },
    { path: 'notary', ...page('Notary room', () => import('@/features/notary/components/notary-room-page.tsx')) },
    { path: '*', ...notFoundPage },
  ],
};

export const routes: RouteObject[] = [
  opsRoutes,
  {
    element: <AppShell />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <p role="status">Loading…</p>,
    children: [
      { path: '/', element: <Navigate replace to="/dashboard" /> },
      { path: '/account', element: <Navigate replace to="/dashboard" /> },
      { path: '/account/register', element: <RedirectKeepingQuery to="/account/heloc/register" /> },
      { path: '/account/heloc-signer/*', element: <RedirectSplat base="/account/heloc/heloc-signer" /> },
      { path: '/marketing-waitlist', ...waitlistPage },
      { path: '/waitlist', ...waitlistPage },
      ...LEGAL_PAGES.map(({ path }) => ({
        path: `/account/heloc/${path}`,
        element: <RedirectKeepingQuery to={`/${path}`} />,
      })),
      {
        element: <AuthGate />,
        children: [
          { path: '/auth/login', ...loginPage },
          { path: '/auth/forgot-password', ...forgotPasswordPage },
          { path: '/auth/reset-password', ...resetPasswordPage },
          { path: '/dashboard', ...dashboardPage },
          { path: '/dashboard/settings', ...page('Settings', () => import('./pages/settings-page.tsx')) },
          { path: '/contact', ...page('Contact us', () => import('./pages/contact-page.tsx')) },
          ...LEGAL_PAGES.map(({ path, page }) => ({ path: `/${path}`, ...page })),
          {
            path: '/account/heloc',
            children: [
              ...registrationRoutes,
              signerRoutes,
              { path: 'plaid-oauth-success', ...page('Linking your bank account', () => import('@/features/income/components/plaid-oauth-success-page.tsx')) },
              { path: 'not-accepting-apps', ...page('We are not accepting new applications right now', () => import('@/features/legal/pages/not-accepting-apps-page.tsx')) },
              { path: 'coming-soon', ...page('Coming soon', () => import('@/features/legal/pages/coming-soon-page.tsx')) },
              applicationRoutes,
            ],
          },
        ],
      },
      { path: '*', ...notFoundPage },
    ],
  },
];
