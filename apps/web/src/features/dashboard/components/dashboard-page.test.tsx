import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { THelocApplication } from '@lintel/contract';
import { server } from '../../../../test/msw-server.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { helocApplication } from '../../../../test/fixtures/heloc-application.ts';
import { APPLICATIONS_PATH } from '../api/get-applications.ts';
import { DashboardPage } from './dashboard-page.tsx';

const application = (overrides: Partial<THelocApplication>): THelocApplication =>
  helocApplication({
    property: { street1: '12 Oak St', street2: null, city: 'Austin', state: 'TX', zip: '78701', type: null },
    auditFields: { createdDate: '2026-01-05T10:00:00Z' },
    ...overrides,
  });

const routes = [{ path: '/dashboard', element: <DashboardPage /> }];

describe('dashboard', () => {
  it('lists each application with a link to it', async () => {
    server.use(
      http.get(APPLICATIONS_PATH, () =>
        HttpResponse.json([
          application({}),
          application({ uuid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', loanNumber: 'L-100', property: null }),
        ]),
      ),
    );
    renderRoutes(routes, '/dashboard');
    const list = await screen.findByRole('list', { name: 'Applications' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/account/heloc/5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c');
    expect(links[0]).toHaveTextContent('12 Oak St, Austin, TX 78701');
    expect(links[1]).toHaveAttribute('href', '/account/heloc/7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(links[1]).toHaveTextContent('Application L-100');
  });

  it('says there are no applications yet and links to start one', async () => {
    server.use(http.get(APPLICATIONS_PATH, () => HttpResponse.json([])));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('You have no applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start an application' })).toHaveAttribute('href', '/account/heloc/register');
  });

  it('shows the server message when the list cannot load', async () => {
    server.use(http.get(APPLICATIONS_PATH, () => HttpResponse.json({ errors: ['Service down'] }, { status: 500 })));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service down');
  });
});
