import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '@/brand/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { server } from '../../../test/msw-server.ts';
import { Footer } from './footer.tsx';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((weekday, i) => ({
  weekday,
  weekdayValue: i + 1,
  startTime: i < 5 ? '06:00' : '07:00',
  endTime: i < 5 ? '18:00' : '16:00',
  isOpen: true,
  timeZone: 'America/Los_Angeles',
}));

const renderFooter = (orgCode: string, states = [{ abbrev: 'tx', name: 'texas' }, { abbrev: 'AZ', name: 'Arizona' }]) => {
  server.use(
    http.get('*/service-application/external/api/v1/heloc/state-licenses', () => HttpResponse.json(states)),
    http.get('*/service-operating-hours/external/api/v1/hours/OPS_PHONE', ({ request }) =>
      new URL(request.url).searchParams.get('display') === 'true' ? HttpResponse.json(WEEK) : HttpResponse.json([], { status: 400 }),
    ),
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <BrandProvider orgCode={orgCode}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </BrandProvider>
    </QueryClientProvider>,
  );
};

describe('Footer', () => {
  it('shows the company facts, sorted licensed states, Pacific support hours and numbered disclosures', async () => {
    renderFooter('LINTEL');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Licensed in Arizona and texas')).toBeInTheDocument();
    expect(await within(footer).findByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeInTheDocument();
    expect(within(footer).getByText('Saturday - Sunday: 7:00 AM - 4:00 PM PT')).toBeInTheDocument();
    expect(within(footer).getByText(/Lintel Lending, LLC\. All rights reserved\./)).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'Equal Housing Lender' })).toBeInTheDocument();
    const disclosures = within(footer).getAllByRole('listitem').filter((li) => li.id.startsWith('disclosure-'));
    expect(disclosures).toHaveLength(8);
    expect(disclosures[2]).toHaveTextContent('up to 4.99% of the initial draw');
    // LINTEL's largest line is exactly $400,000: the threshold and the appraisal's cost are still stated.
    expect(disclosures[3]).toHaveTextContent('An appraisal is required for lines of credit above $400,000; appraisals cost $500 to $2,000.');
    expect(disclosures[6]).toHaveTextContent('Funding can be in as little as five days.');
    expect(disclosures[7]).toHaveTextContent(
      'A home bought, or title transferred, in the last 90 days makes the applicant ineligible for a HELOC or DSCR loan.',
    );
  });

  it('names the legal links by brand and falls back to the relative paths', () => {
    renderFooter('FAIRWAY');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: /^Terms of Use/ })).toBeInTheDocument();
    renderFooter('LINTEL');
    const [, lintelLegal] = screen.getAllByRole('navigation', { name: 'Legal' });
    expect(within(lintelLegal!).getByRole('link', { name: /^Terms of Service/ })).toBeInTheDocument();
    expect(within(lintelLegal!).getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toMatch(/^(\/privacy|https?:\/\/)/);
  });

  it('shows the NCUA mark for a credit union and the Illinois notice where the brand has it', () => {
    const harbor = renderFooter('HARBOR_CU');
    expect(screen.getByRole('img', { name: 'Federally insured by NCUA' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Illinois Community Reinvestment Notice' })).not.toBeInTheDocument();
    harbor.unmount();
    renderFooter('GUARANTEED_RATE');
    expect(screen.getByRole('region', { name: 'Illinois Community Reinvestment Notice' })).toHaveTextContent(
      'The Department of Financial and Professional Regulation (Department) evaluates our performance',
    );
    expect(screen.queryByRole('img', { name: 'Federally insured by NCUA' })).not.toBeInTheDocument();
  });
});
