import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '@lintel/brands';
import { BrandProvider } from './brand-provider.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { brandCssVariables } from './brand-css-variables.ts';
import { FullScreenLoader } from './full-screen-loader.tsx';
import { useBrand } from './use-brand.ts';

const CompanyName = () => <p>{useBrand().companyName}</p>;
const rootVar = (name: string) => document.documentElement.style.getPropertyValue(name);

afterEach(() => {
  window.history.replaceState({}, '', '/');
  vi.useRealTimers();
});

describe('BrandProvider', () => {
  it('puts the brand tokens on the document root, names the tab and shares the brand', () => {
    render(
      <BrandProvider orgCode="HARBOR_CU">
        <CompanyName />
      </BrandProvider>,
    );
    expect(screen.getByText('Harbor Federal Credit Union')).toBeInTheDocument();
    expect(rootVar('--color-primary')).toBe('#0f6e78');
    expect(rootVar('--color-text-muted')).toBe('#46636a');
    expect(rootVar('--font-heading')).toContain('Georgia');
    expect(rootVar('--radius')).toBe('4px');
    expect(document.documentElement.dataset['brand']).toBe('harbor_cu');
    expect(document.title).toBe('Harbor Home Equity Line');
  });

  it('sets every token the ui reads', () => {
    const names = Object.keys(brandCssVariables(getBrand('LINTEL')!.theme)).sort();
    expect(names).toEqual(
      [
        '--color-accent', '--color-bg', '--color-border', '--color-danger', '--color-focus', '--color-primary',
        '--color-primary-contrast', '--color-success', '--color-surface', '--color-text', '--color-text-muted',
        '--color-warning', '--font-body', '--font-heading', '--radius',
      ].sort(),
    );
  });

  it('follows ?org, and falls back to the main brand on an unknown host', () => {
    window.history.replaceState({}, '', '/?org=summit_dscr');
    const { unmount } = render(
      <BrandProvider>
        <CompanyName />
      </BrandProvider>,
    );
    expect(screen.getByText('Summit Ridge Investor Lending, LLC')).toBeInTheDocument();
    expect(rootVar('--color-bg')).toBe('#10151c');
    unmount();
    window.sessionStorage.clear();
    window.history.replaceState({}, '', '/');
    render(
      <BrandProvider>
        <CompanyName />
      </BrandProvider>,
    );
    expect(screen.getByText('Lintel Lending, LLC')).toBeInTheDocument();
  });

  it('refuses useBrand outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CompanyName />)).toThrow('useBrand needs a <BrandProvider> above it');
  });
});

describe('BrandLogo', () => {
  it('shows the brand logo as an image named after the company', () => {
    render(
      <BrandProvider orgCode="FAIRWAY">
        <BrandLogo />
      </BrandProvider>,
    );
    const logo = screen.getByRole('img', { name: 'Fairway Independent Mortgage Corporation' });
    expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(decodeURIComponent(logo.getAttribute('src')!)).toContain('>Fairway</text>');
  });
});

describe('FullScreenLoader', () => {
  const renderLoader = (active: boolean) => (
    <BrandProvider orgCode="LINTEL_WHOLESALE">
      <FullScreenLoader active={active} label="Checking your offers" />
    </BrandProvider>
  );

  it('announces itself as a status with its label and draws the brand animation', () => {
    render(renderLoader(true));
    const status = screen.getByRole('status', { name: 'Checking your offers' });
    expect(status).toHaveTextContent('Checking your offers');
    expect(status.querySelector('[data-animation]')?.getAttribute('data-animation')).toBe('bars');
  });

  it('stays at least 1000 ms even when the work ends at once', () => {
    vi.useFakeTimers();
    const { rerender } = render(renderLoader(true));
    act(() => vi.advanceTimersByTime(200));
    rerender(renderLoader(false));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides at once when it has already been shown long enough, and never shows when never active', () => {
    vi.useFakeTimers();
    const { rerender } = render(renderLoader(true));
    act(() => vi.advanceTimersByTime(1500));
    rerender(renderLoader(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(renderLoader(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
