import { Navigate, type RouteObject } from 'react-router';
import { AppShell } from './shell/app-shell.tsx';
import { AuthGate } from './auth-gate.tsx';
import { ErrorPage } from './error-page.tsx';
import { RedirectInApplication, RedirectKeepingQuery, RedirectSplat } from './redirects.tsx';
import { lazyPage, pending } from './lazy-page.ts';
import type { TStateScreenKey } from '@/features/application-states/state-screens.ts';
import type { TStateScreenHandle } from '@/features/application-states/components/state-screen-page.tsx';

// The whole route table of spec 01 section 2 in one file. The shell, the gate and the redirects load
// eagerly; every page is a lazy module, so a failed chunk only ever concerns the page being opened.
// pending(...) marks a screen that a later issue builds (listed in pending-routes.ts).

const loginPage = lazyPage(() => import('@/features/auth/components/login-page.tsx'));
const dashboardPage = lazyPage(() => import('@/features/dashboard/components/dashboard-page.tsx'));
const notFoundPage = lazyPage(() => import('./not-found-page.tsx'));

const applicationRouterPage = lazyPage(() => import('@/features/status-routing/components/application-router-page.tsx'));
const applicationLayout = lazyPage(() => import('@/features/status-routing/components/application-layout.tsx'));
const waitingPage = lazyPage(() => import('@/features/status-routing/components/waiting-page.tsx'));
const declinePage = lazyPage(() => import('@/features/application-states/components/decline-page.tsx'));
const ssnPage = lazyPage(() => import('@/features/credit/components/ssn-page.tsx'));
const frozenCreditPage = lazyPage(() => import('@/features/credit/components/frozen-credit-page.tsx'));
const stateScreenPage = lazyPage(() => import('@/features/application-states/components/state-screen-page.tsx'));

/** A screen that only shows where the application stands; its copy is keyed by the handle. */
const stateScreen = (key: TStateScreenKey): ReturnType<typeof lazyPage> & { handle: TStateScreenHandle } => ({
  ...stateScreenPage,
  handle: { stateScreen: key },
});

/** Spec 01: review-app datatree and signdocs show the same timeout page as error/timeout. */
const timeoutPage = () => stateScreen('timeout');

const registrationRoutes: RouteObject[] = [
  {
    path: 'register',
    children: [
      { index: true, ...lazyPage(() => import('@/features/registration/v1/register-page.tsx')) },
      { path: 'account-setup', ...lazyPage(() => import('@/features/registration/v1/account-setup-page.tsx')) },
      { path: 'support', ...lazyPage(() => import('@/features/registration/v1/support-page.tsx')) },
    ],
  },
  {
    path: 'register-v2',
    ...lazyPage(() => import('@/features/registration/components/register-v2-layout.tsx')),
    children: [
      { index: true, ...lazyPage(() => import('@/features/registration/steps/property-address-step.tsx')) },
      { path: 'home-address', ...lazyPage(() => import('@/features/registration/steps/home-address-step.tsx')) },
      { path: 'for-sale', ...lazyPage(() => import('@/features/registration/steps/for-sale-step.tsx')) },
      { path: 'annual-income', ...lazyPage(() => import('@/features/registration/steps/annual-income-step.tsx')) },
      { path: 'legal-name', ...lazyPage(() => import('@/features/registration/steps/legal-name-step.tsx')) },
      { path: 'birthdate', ...lazyPage(() => import('@/features/registration/steps/birthdate-step.tsx')) },
      { path: 'phone-and-email', ...lazyPage(() => import('@/features/registration/steps/phone-and-email-step.tsx')) },
      { path: 'set-password', ...lazyPage(() => import('@/features/registration/steps/set-password-step.tsx')) },
      { path: 'login-info', ...lazyPage(() => import('@/features/registration/steps/login-info-step.tsx')) },
    ],
  },
];

/** Where the registration submit sends a waitlisted applicant (spec 01 section 4); open to anyone. */
const waitlistPage = lazyPage(() => import('@/features/registration/components/waitlist-page.tsx'));

const signerRoutes: RouteObject = {
  path: 'heloc-signer',
  children: [
    { index: true, element: <Navigate replace to="/account/heloc/heloc-signer/login" /> },
    { path: 'resume', ...pending('Signer resume') },
    { path: 'login', ...pending('Signer login') },
    { path: 'cancelled', ...pending('Signer cancelled') },
    { path: 'identity', ...pending('Signer identity') },
    { path: 'intro', ...pending('Signer intro') },
    { path: 'error', ...pending('Signer error') },
    { path: 'sign', ...pending('Signer sign') },
    { path: 'documents', ...pending('Signer documents') },
    {
      path: 'conditions',
      children: [
        { index: true, ...pending('Signer conditions') },
        { path: 'upload-document', ...pending('Signer condition upload') },
        { path: 'identity', ...pending('Signer condition identity') },
        // Anything else under conditions goes up one level.
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
        { path: 'autopay', ...pending('Autopay account') },
        { path: 'confirm', ...pending('Confirm bank account') },
        { path: 'disburse', ...pending('Disbursement account') },
        { path: 'manual-disburse', ...pending('Manual disbursement account') },
      ],
    },
    {
      path: 'credit',
      children: [
        { path: 'social', ...ssnPage },
        { path: 'error', ...frozenCreditPage },
      ],
    },
    { path: 'complete', ...pending('Application complete') },
    {
      path: 'conditions',
      children: [
        { index: true, ...pending('Conditions') },
        { path: 'upload-document', ...pending('Condition upload') },
        { path: 'phone-number', ...pending('Condition phone number') },
      ],
    },
    { path: 'document/disclosures', ...pending('Disclosures') },
    {
      path: 'error',
      children: [
        { path: 'decline', ...declinePage },
        { path: 'credit', ...stateScreen('creditIssue') },
        { path: 'income', ...stateScreen('incomeIssue') },
        { path: 'timeout', ...timeoutPage() },
        { path: 'flood-cert', ...stateScreen('floodCert') },
      ],
    },
    {
      path: 'income',
      children: [
        { path: 'review', ...pending('Income review') },
        {
          path: 'link',
          children: [
            { index: true, element: <RedirectInApplication to="income/review" /> },
            { path: ':type', ...pending('Income link') },
          ],
        },
        { path: 'pointserv-callback', ...pending('Income link callback') },
        { path: 'upload', ...pending('Income upload') },
        { path: 'employer-verification', ...pending('Employer verification') },
      ],
    },
    { path: 'identity', ...pending('Identity verification') },
    { path: 'liens', ...pending('Liens') },
    {
      path: 'notary',
      children: [
        { path: 'intro', ...pending('Notary intro') },
        { path: 'schedule-manual', ...pending('Schedule notary') },
        { path: 'reserve-manual', ...pending('Reserve notary') },
        { path: 'session', ...pending('Notary session') },
        { path: 'error', ...pending('Notary error') },
      ],
    },
    {
      path: 'product',
      children: [
        { path: 'assets', ...lazyPage(() => import('@/features/offers/components/assets-page.tsx')) },
        {
          path: 'select',
          children: [
            { index: true, ...lazyPage(() => import('@/features/offers/components/select-page.tsx')) },
            { path: 'confirm', ...lazyPage(() => import('@/features/offers/components/confirm-page.tsx')) },
          ],
        },
        { path: 'prequal-winback', ...lazyPage(() => import('@/features/offers/components/prequal-winback-page.tsx')) },
      ],
    },
    {
      path: 'signing',
      children: [
        { path: 'intro', ...pending('Signing intro') },
        { path: 'sign', ...pending('Sign documents') },
        { path: 'additional', ...pending('Additional signers') },
        { path: 'support', ...pending('Signing support') },
      ],
    },
    {
      path: 'start',
      children: [
        { path: 'contact', ...lazyPage(() => import('@/features/more-info/components/contact-page.tsx')) },
        { path: 'hmda', ...lazyPage(() => import('@/features/more-info/components/hmda-page.tsx')) },
        { path: 'app-summary', ...lazyPage(() => import('@/features/more-info/components/app-summary-page.tsx')) },
        // The routing default (spec 01 section 4): waits, polling the status until it moves on.
        { path: 'profile', ...waitingPage },
      ],
    },
    {
      path: 'review-app',
      children: [
        { path: 'incorrect-pin', ...stateScreen('incorrectPin') },
        { path: 'no-credit', ...stateScreen('noCredit') },
        { path: 'property', ...stateScreen('propertyReview') },
        { path: 'uw', ...stateScreen('underwritingReview') },
        { path: 'delinquency', ...stateScreen('delinquencyReview') },
        { path: 'incorrect-ownership', ...stateScreen('incorrectOwnership') },
        { path: 'datatree', ...timeoutPage() },
        { path: 'signdocs', ...timeoutPage() },
      ],
    },
    { path: 'payoff/hold', ...stateScreen('payoffHold') },
    {
      path: 'bpo',
      children: [
        { path: 'condition', ...lazyPage(() => import('@/features/bpo/components/condition-page.tsx')) },
        { path: 'hold', ...stateScreen('valuationHold') },
        { path: 'waiting', ...stateScreen('valuationWaiting') },
        { path: 'estimate-value', ...lazyPage(() => import('@/features/bpo/components/estimate-value-page.tsx')) },
        { path: 'order-bpo', ...lazyPage(() => import('@/features/bpo/components/order-bpo-page.tsx')) },
      ],
    },
    { path: 'hold', ...stateScreen('hold') },
  ],
};

/** Legal pages live at the root; their /account/heloc aliases redirect there. */
const LEGAL_PAGES = [
  { path: 'terms', page: lazyPage(() => import('@/features/legal/pages/terms-page.tsx')) },
  { path: 'communications', page: lazyPage(() => import('@/features/legal/pages/communications-page.tsx')) },
  { path: 'privacy', page: lazyPage(() => import('@/features/legal/pages/privacy-page.tsx')) },
  { path: 'licenses', page: lazyPage(() => import('@/features/legal/pages/licenses-page.tsx')) },
] as const;

export const routes: RouteObject[] = [
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
          { path: '/dashboard', ...dashboardPage },
          { path: '/dashboard/settings', ...pending('Settings') },
          { path: '/contact', ...pending('Contact') },
          ...LEGAL_PAGES.map(({ path, page }) => ({ path: `/${path}`, ...page })),
          {
            path: '/account/heloc',
            children: [
              ...registrationRoutes,
              signerRoutes,
              { path: 'plaid-oauth-success', ...pending('Bank linking complete') },
              { path: 'not-accepting-apps', ...lazyPage(() => import('@/features/legal/pages/not-accepting-apps-page.tsx')) },
              { path: 'coming-soon', ...lazyPage(() => import('@/features/legal/pages/coming-soon-page.tsx')) },
              applicationRoutes,
            ],
          },
        ],
      },
      { path: '*', ...notFoundPage },
    ],
  },
];
