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
const registerPage = lazyPage(() => import('@/features/registration/components/register-page.tsx'));
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
      { index: true, ...registerPage },
      { path: 'account-setup', ...pending('Account setup') },
      { path: 'support', ...pending('Registration support') },
    ],
  },
  {
    path: 'register-v2',
    children: [
      { index: true, ...pending('Property address') },
      { path: 'home-address', ...pending('Home address') },
      { path: 'for-sale', ...pending('Sale status') },
      { path: 'annual-income', ...pending('Annual income') },
      { path: 'legal-name', ...pending('Legal name') },
      { path: 'birthdate', ...pending('Birthdate') },
      { path: 'phone-and-email', ...pending('Phone and email') },
      { path: 'set-password', ...pending('Set password') },
      { path: 'login-info', ...pending('Login info') },
    ],
  },
];

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
        { path: 'assets', ...pending('Assets') },
        {
          path: 'select',
          children: [
            { index: true, ...pending('Select offer') },
            { path: 'confirm', ...pending('Confirm offer') },
          ],
        },
        { path: 'prequal-winback', ...pending('Pre-qualification winback') },
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
        { path: 'contact', ...pending('Contact details') },
        { path: 'hmda', ...pending('Government monitoring information') },
        { path: 'app-summary', ...pending('Application summary') },
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
        { path: 'condition', ...pending('Valuation condition') },
        { path: 'hold', ...stateScreen('valuationHold') },
        { path: 'waiting', ...stateScreen('valuationWaiting') },
        { path: 'estimate-value', ...pending('Estimate home value') },
        { path: 'order-bpo', ...pending('Order broker price opinion') },
      ],
    },
    { path: 'hold', ...stateScreen('hold') },
  ],
};

/** Legal pages live at the root; their /account/heloc aliases redirect there. */
const LEGAL_PAGES = [
  { path: 'terms', screen: 'Terms' },
  { path: 'communications', screen: 'Electronic communications policy' },
  { path: 'privacy', screen: 'Privacy policy' },
  { path: 'licenses', screen: 'Licenses' },
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
          ...LEGAL_PAGES.map(({ path, screen }) => ({ path: `/${path}`, ...pending(screen) })),
          {
            path: '/account/heloc',
            children: [
              ...registrationRoutes,
              signerRoutes,
              { path: 'plaid-oauth-success', ...pending('Bank linking complete') },
              { path: 'not-accepting-apps', ...pending('Not accepting applications') },
              { path: 'coming-soon', ...pending('Coming soon') },
              applicationRoutes,
            ],
          },
        ],
      },
      { path: '*', ...notFoundPage },
    ],
  },
];
