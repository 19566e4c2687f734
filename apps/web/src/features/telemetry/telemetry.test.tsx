import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { PageViewTracker } from './components/page-view-tracker.tsx';
import { webVitalProperties } from './report-web-vitals.ts';

describe('PageViewTracker', () => {
  it('sends a PAGEVIEW for the first page and again after each route change', async () => {
    const paths: unknown[] = [];
    server.use(
      http.post('*/ft/external/session', () => HttpResponse.json({ sessionKey: 's-1' })),
      http.post('*/ft/external/event', async ({ request }) => {
        const body = (await request.json()) as { event: string; productType: string; eventProperties: { path: string } };
        expect(body).toMatchObject({ event: 'PAGEVIEW', productType: 'HELOC' });
        paths.push(body.eventProperties.path);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/terms']}>
        <PageViewTracker />
        <Routes>
          <Route path="*" element={<Link to="/privacy">Privacy</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(paths).toEqual(['/terms']));
    await userEvent.click(getByRole('link', { name: 'Privacy' }));
    await waitFor(() => expect(paths).toEqual(['/terms', '/privacy']));
  });
});

describe('webVitalProperties', () => {
  it('rounds milliseconds and keeps CLS to three decimals', () => {
    expect(webVitalProperties({ name: 'LCP', value: 1234.56, rating: 'good', id: 'v1', navigationType: 'navigate' })).toEqual({
      metric: 'LCP', value: 1235, rating: 'good', metricId: 'v1', navigationType: 'navigate',
    });
    expect(webVitalProperties({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v2', navigationType: 'reload' }).value).toBe(0.123);
  });
});
