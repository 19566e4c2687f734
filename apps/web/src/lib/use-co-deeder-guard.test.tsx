import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import { useCoDeederGuard } from './use-co-deeder-guard.ts';
import { readToken } from './session.ts';

// Spec 01 section 6 (a CO_DEEDER on the main path loses its session) and spec 03 section 6 (an additional signer
// has the Dashboard only if also a broker).
const Page = ({ profile }: { profile: { profileType: string; isBroker: boolean } }) => {
  useCoDeederGuard(profile);
  return <p>Page</p>;
};

const reload = vi.fn();
const render = (path: string, profile: { profileType: string; isBroker: boolean }) => {
  window.localStorage.setItem('jwt', 'header.payload.signature');
  vi.stubGlobal('location', { ...window.location, reload });
  renderRoutes([{ path: '*', element: <Page profile={profile} /> }], path);
};

afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
  window.localStorage.clear();
});

describe('useCoDeederGuard', () => {
  it('ends a CO_DEEDER session on the dashboard', async () => {
    render('/dashboard', { profileType: 'CO_DEEDER', isBroker: false });
    await screen.findByText('Page');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(readToken()).toBeNull();
  });

  it('leaves a CO_DEEDER who is also a broker on the dashboard and its pages', async () => {
    for (const path of ['/dashboard', '/dashboard/settings']) {
      render(path, { profileType: 'CO_DEEDER', isBroker: true });
      await screen.findAllByText('Page');
    }
    expect(reload).not.toHaveBeenCalled();
    expect(readToken()).not.toBeNull();
  });

  it('still ends a broker CO_DEEDER session on an application page', async () => {
    render('/account/heloc/5f0c2a9e-8b1d-4c3e-a7f6-1d2e3f4a5b6c/income/review', { profileType: 'CO_DEEDER', isBroker: true });
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
