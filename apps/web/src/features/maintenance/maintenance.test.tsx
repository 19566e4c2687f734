import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MaintenancePage } from './maintenance-page.tsx';
import { maintenanceApplies, readMaintenanceVariables } from './maintenance-rule.ts';

describe('MaintenancePage', () => {
  it('shows the spec title and text, and the dashboard link only when asked', () => {
    const { rerender } = render(
      <MemoryRouter>
        <MaintenancePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Maintenance' })).toBeInTheDocument();
    expect(
      screen.getByText('We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <MaintenancePage showDashboardLink />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('maintenanceApplies', () => {
  it('covers everything without routes, else the listed routes and what is under them', () => {
    expect(maintenanceApplies([], '/dashboard')).toBe(true);
    expect(maintenanceApplies(['/account/heloc'], '/account/heloc/register')).toBe(true);
    expect(maintenanceApplies(['/account/heloc/'], '/account/heloc')).toBe(true);
    expect(maintenanceApplies(['/account/heloc'], '/account/helocx')).toBe(false);
    expect(maintenanceApplies(['/account/heloc'], '/dashboard')).toBe(false);
  });
});

describe('readMaintenanceVariables', () => {
  it('reads the variables and ignores malformed ones', () => {
    expect(readMaintenanceVariables({ routes: ['/x'], shouldShowDashboardLink: true, pageTitle: 'Down' })).toMatchObject({
      routes: ['/x'],
      shouldShowDashboardLink: true,
      pageTitle: 'Down',
    });
    expect(readMaintenanceVariables({ routes: 'all', shouldShowDashboardLink: 'yes' })).toMatchObject({ routes: [], shouldShowDashboardLink: false });
  });
});
