import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { useFlag } from '@/lib/feature-flags.ts';
import { server } from '../../../test/msw-server.ts';
import { FlagsProvider } from './components/flags-provider.tsx';
import { DECISION_CALL_FAILED, getFlagDecisions, keepKnownFlags } from './api/get-flag-decisions.ts';

const ShowFlag = () => <p>{useFlag('fe-heloc-maintenance') ? 'maintenance on' : 'maintenance off'}</p>;

const renderWithFlags = (path = '/account/heloc/register') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <FlagsProvider>
          <ShowFlag />
        </FlagsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('FlagsProvider and useFlag', () => {
  it('asks with the tracker, organisation and application attributes and shares the decision', async () => {
    let body: { optimizeUser: { trackerId: string; attributes: Record<string, string> } } | undefined;
    server.use(
      http.post('*/service-optimize/external/api/v2/decision', async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json([{ key: 'fe-heloc-maintenance', enabled: true, variables: {} }]);
      }),
    );
    renderWithFlags('/account/heloc/6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61/liens');
    expect(await screen.findByText('maintenance on')).toBeInTheDocument();
    expect(body?.optimizeUser.attributes).toMatchObject({
      organization: 'LINTEL',
      applicationUuid: '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61',
      trackerId: body?.optimizeUser.trackerId,
    });
  });

  it('lets a session-storage value override the server', async () => {
    server.use(http.post('*/service-optimize/external/api/v2/decision', () => HttpResponse.json([{ key: 'fe-heloc-maintenance', enabled: true, variables: {} }])));
    window.sessionStorage.setItem('fe-heloc-maintenance', 'false');
    renderWithFlags();
    expect(await screen.findByText('maintenance off')).toBeInTheDocument();
  });
});

describe('keepKnownFlags', () => {
  it('keeps only the fixed key list', () => {
    expect(
      Object.keys(keepKnownFlags([
        { key: 'fe-webchat', enabled: true },
        { key: 'some-other-team-flag', enabled: true },
        { key: 'fe-heloc-redesign-2025', enabled: false, variables: {} },
      ])),
    ).toEqual(['fe-webchat', 'fe-heloc-redesign-2025']);
  });
});

describe('a failed decision call', () => {
  it('fails with spec 03 section 8\'s "Could not establish session"', async () => {
    server.use(http.post('*/service-optimize/external/api/v2/decision', () => HttpResponse.json({ errors: ['down'] }, { status: 503 })));
    await expect(getFlagDecisions({ trackerId: 't-1', organization: 'LINTEL' })).rejects.toThrow(DECISION_CALL_FAILED);
    expect(DECISION_CALL_FAILED).toBe('Could not establish session');
  });
});
