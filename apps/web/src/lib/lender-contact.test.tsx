import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@/brand/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { LenderContactCard } from '@/ui/lender-contact-card.tsx';
import { server } from '../../test/msw-server.ts';
import { useLenderContact } from './lender-contact.ts';

const UUID = '6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a61';

const setWidth = (wide: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

const CardFor = ({ referrer }: { referrer: string | null }) => <LenderContactCard contact={useLenderContact(referrer)} />;

const renderCard = (referrer: string | null) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BrandProvider orgCode="LINTEL">
        <CardFor referrer={referrer} />
      </BrandProvider>
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('LenderContactCard', () => {
  it('shows the referring loan officer in a side card on wide screens', async () => {
    setWidth(true);
    server.use(
      http.get(`*/service-lead-portal/api/lo/${UUID}`, () =>
        HttpResponse.json({
          userInfo: { uuid: UUID, firstName: 'Dana', lastName: 'Whitfield', nmls: '1122334', wholesaleBrokerNmls: null },
          originatorDisplayInfo: { originatorName: 'Dana Whitfield', brokerName: null, avatarUri: null, email: 'dana@lintel.example', phoneNumber: '4155550142', nmls: '1122334' },
          licensedStates: ['CA'],
          enforceLicensedStatesForReferral: true,
        }),
      ),
    );
    renderCard(UUID);
    const card = await screen.findByRole('complementary', { name: 'Your loan officer' });
    expect(await screen.findByText('Dana Whitfield', { selector: '.lender-contact__name' })).toBeInTheDocument();
    expect(card).toHaveTextContent('NMLS #1122334');
    expect(screen.getByRole('link', { name: 'dana@lintel.example' })).toHaveAttribute('href', 'mailto:dana@lintel.example');
    expect(screen.getByRole('link', { name: 'Call Dana Whitfield' })).toHaveAttribute('href', 'tel:+14155550142');
    expect(screen.getByRole('link', { name: 'Email Dana Whitfield' })).toBeInTheDocument();
  });

  it('shows the brand support contact in a top bar that opens a modal on small screens', async () => {
    setWidth(false);
    renderCard(null);
    await userEvent.click(screen.getByRole('button', { name: 'Contact' }));
    const dialog = screen.getByRole('dialog', { name: 'Questions? We can help' });
    expect(dialog).toHaveTextContent('Lintel support team');
    expect(dialog).toHaveTextContent('NMLS #2071448');
  });
});
