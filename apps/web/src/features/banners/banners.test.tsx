import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { bannersUrl, fetchBanners } from './api/fetch-banners.ts';
import { BannerRegion } from './components/banner-region.tsx';

const banner = (uuid: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  uuid,
  message: `Notice ${uuid}`,
  apps: ['heloc-web'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt, updatedAt: createdAt },
  ...extra,
});

const serve = (body: object | string, status = 200) =>
  server.use(http.get('*/static/banners/banners.json', () => (status === 200 ? HttpResponse.json(body as object) : new HttpResponse(String(body), { status }))));

const renderRegion = () =>
  render(
    <MemoryRouter>
      <BannerRegion />
    </MemoryRouter>,
  );

describe('BannerRegion', () => {
  it('shows the two newest active banners of this app; a dismissed one stays hidden until updated', async () => {
    serve([banner('a', '2026-01-01T00:00:00Z'), banner('b', '2026-01-03T00:00:00Z'), banner('c', '2026-01-02T00:00:00Z', { dismissable: false })]);
    const first = renderRegion();
    await screen.findByText('Notice b');
    expect(screen.getByText('Notice c')).toBeInTheDocument();
    expect(screen.queryByText('Notice a')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss announcement' })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    await screen.findByText('Notice a');
    expect(screen.queryByText('Notice b')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('lintel.dismissed-banners')!)).toHaveProperty('b');
    first.unmount();

    serve([banner('b', '2026-01-03T00:00:00Z', { metadata: { createdAt: '2026-01-03T00:00:00Z', updatedAt: '2999-01-01T00:00:00Z' } })]);
    renderRegion();
    await screen.findByText('Notice b');
  });

  it('shows nothing for a malformed file or a failed fetch, keeping the error text', async () => {
    serve([{ uuid: 'x', message: 'no apps', apps: [], variant: 'info' }]);
    await expect(fetchBanners()).resolves.toEqual({ ok: false, error: 'Banner data does not match the expected format' });
    serve('bucket unavailable', 503);
    await expect(fetchBanners()).resolves.toEqual({ ok: false, error: 'bucket unavailable' });
    renderRegion();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument());
  });
});

describe('bannersUrl', () => {
  it('uses the environment file outside production', () => {
    expect(bannersUrl('/static/banners/banners.json', undefined)).toBe('/static/banners/banners.json');
    expect(bannersUrl('/static/banners/banners.json', 'production')).toBe('/static/banners/banners.json');
    expect(bannersUrl('/static/banners/banners.json', 'staging')).toBe('/static/banners/banners-staging.json');
  });
});
