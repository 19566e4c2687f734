// Every brand's registration page, chosen by ?org= and by host name: footer facts, legal naming, lender
// marks, the brand's colours on a primary button, and no serious accessibility violations.
import { chromium, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, expectAccessible, watchCspViolations } from '../fixtures/test.ts';

type TBrandFacts = {
  orgCode: string;
  host: string;
  companyName: string;
  terms: 'Terms of Use' | 'Terms of Service';
  primary: string;
  mark: 'EHL' | 'EOL' | 'OTHER';
  ncua: boolean;
  illinois: boolean;
  nmls: string;
  dscr: boolean;
  /** A brand that requires a referrer (spec 01 section 4) shows its page only with one. */
  query?: string;
};

// The facts of packages/brands/src/brands/*.ts as a visitor should see them (written out, so a change to a
// brand file that breaks what the page shows fails here).
const BRANDS: TBrandFacts[] = [
  { orgCode: 'LINTEL', host: 'www', companyName: 'Lintel Lending, LLC', terms: 'Terms of Service', primary: '#3730a3', mark: 'EHL', ncua: false, illinois: false, nmls: '2071448', dscr: false },
  { orgCode: 'LINTEL_NY', host: 'ny', companyName: 'Lintel Lending NY, LLC', terms: 'Terms of Service', primary: '#3730a3', mark: 'EHL', ncua: false, illinois: false, nmls: '2071449', dscr: false },
  { orgCode: 'LINTEL_WHOLESALE', host: 'wholesale', companyName: 'Lintel Lending, LLC', terms: 'Terms of Service', primary: '#3730a3', mark: 'EOL', ncua: false, illinois: false, nmls: '2071448', dscr: false, query: 'referrer=6f1c2a8e-4b3d-4e5f-9a7b-1c2d3e4f5a63' },
  { orgCode: 'APMC', host: 'apmc', companyName: 'American Pacific Mortgage Corporation', terms: 'Terms of Use', primary: '#1d3f72', mark: 'EHL', ncua: false, illinois: false, nmls: '990101', dscr: false },
  { orgCode: 'CROSS_COUNTRY', host: 'crosscountry', companyName: 'Cross Country Mortgage, LLC', terms: 'Terms of Use', primary: '#0b5394', mark: 'EHL', ncua: false, illinois: false, nmls: '990102', dscr: false },
  { orgCode: 'CMG', host: 'cmg', companyName: 'CMG Mortgage, Inc.', terms: 'Terms of Use', primary: '#005a43', mark: 'EOL', ncua: false, illinois: false, nmls: '990103', dscr: false },
  { orgCode: 'EVERGREEN', host: 'evergreen', companyName: 'Evergreen Moneysource Mortgage Company', terms: 'Terms of Use', primary: '#1f5f3a', mark: 'EHL', ncua: false, illinois: false, nmls: '990104', dscr: false },
  { orgCode: 'FAIRWAY', host: 'fairway', companyName: 'Fairway Independent Mortgage Corporation', terms: 'Terms of Use', primary: '#00467f', mark: 'EHL', ncua: false, illinois: false, nmls: '990105', dscr: false },
  { orgCode: 'GUARANTEED_RATE', host: 'rate', companyName: 'Guaranteed Rate, Inc.', terms: 'Terms of Use', primary: '#b00d23', mark: 'EHL', ncua: false, illinois: true, nmls: '990106', dscr: false },
  { orgCode: 'GUARANTEED_RATE_AFFINITY', host: 'affinity', companyName: 'Guaranteed Rate Affinity, LLC', terms: 'Terms of Use', primary: '#5b2a86', mark: 'EHL', ncua: false, illinois: false, nmls: '990107', dscr: false },
  { orgCode: 'HARBOR_CU', host: 'harbor', companyName: 'Harbor Federal Credit Union', terms: 'Terms of Service', primary: '#0f6e78', mark: 'EOL', ncua: true, illinois: false, nmls: '990110', dscr: false },
  { orgCode: 'SUMMIT_DSCR', host: 'summit', companyName: 'Summit Ridge Investor Lending, LLC', terms: 'Terms of Service', primary: '#f2b544', mark: 'OTHER', ncua: false, illinois: false, nmls: '990111', dscr: true },
];

const MARK_NAMES = { EHL: 'Equal Housing Lender', EOL: 'Equal Opportunity Lender' } as const;

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

const expectBrandPage = async (page: Page, brand: TBrandFacts) => {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(brand.companyName);
  await expect(footer.getByRole('link', { name: `#${brand.nmls}` })).toBeVisible();
  await expect(footer.getByTestId('footer-licensed-states')).toContainText(/^Licensed in /);
  if (brand.dscr) await expect(footer.getByTestId('footer-licensed-states')).toContainText('with more states to come');
  await expect(footer.getByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeVisible();
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: new RegExp(`^${brand.terms}`) })).toBeVisible();
  await expect(legal.getByRole('link', { name: /^Privacy Policy/ })).toBeVisible();
  await expect(legal.getByRole('link', { name: /^Licenses/ })).toBeVisible();
  const otherTerms = brand.terms === 'Terms of Use' ? 'Terms of Service' : 'Terms of Use';
  await expect(legal.getByRole('link', { name: new RegExp(`^${otherTerms}`) })).toHaveCount(0);
  for (const [key, name] of Object.entries(MARK_NAMES)) {
    await expect(footer.getByRole('img', { name, exact: true })).toHaveCount(brand.mark === key ? 1 : 0);
  }
  await expect(footer.getByRole('img', { name: 'Federally insured by NCUA' })).toHaveCount(brand.ncua ? 1 : 0);
  await expect(footer.getByRole('region', { name: 'Illinois Community Reinvestment Notice' })).toHaveCount(brand.illinois ? 1 : 0);
  await expect(footer.locator('ol li')).toHaveCount(8);
  await expect(page.getByRole('banner').getByRole('img', { name: brand.companyName })).toBeVisible();
  const primaryButton = page.locator('main .button--primary').first();
  await expect(primaryButton).toBeVisible();
  expect(await primaryButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgb(brand.primary));
};

test.describe('brands by ?org=', () => {
  for (const brand of BRANDS) {
    test(`${brand.orgCode}: footer facts, legal naming, marks, colours, accessibility`, async ({ page }) => {
      // The referrer is looked up in the page's organisation: send its x-org, as a browser on its site does.
      if (brand.query) await page.setExtraHTTPHeaders({ 'x-org': brand.orgCode });
      await page.goto(`/account/heloc/register?org=${brand.orgCode}${brand.query ? `&${brand.query}` : ''}`);
      await expectBrandPage(page, brand);
      await expectAccessible(page);
    });
  }
});

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

test('screenshots of three brands for docs/screenshots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const orgCode of ['LINTEL', 'HARBOR_CU', 'SUMMIT_DSCR']) {
    await page.goto(`/account/heloc/register?org=${orgCode}`);
    await expect(page.getByRole('contentinfo').getByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeVisible();
    await page.screenshot({ path: path.join(screenshotDir, `register-${orgCode.toLowerCase().replace(/_/g, '-')}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/heloc/register?org=HARBOR_CU');
  await expect(page.getByRole('contentinfo').getByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'register-harbor-cu-mobile.png'), fullPage: true });
});

test.describe('brands by host name', () => {
  // Chromium resolves <prefix>.localtest to this machine, so each brand is reached by its own host name,
  // as in production, with no ?org= (a fresh browser: no remembered org either).
  test('every brand is chosen by its host prefix', async () => {
    // Twelve fresh contexts and pages in one test: its time grows with the brands, not one page's 60 s.
    test.setTimeout(15_000 * BRANDS.length);
    const port = process.env.LINTEL_E2E_PORT;
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localtest 127.0.0.1'],
    });
    try {
      for (const brand of BRANDS) {
        const context = await browser.newContext();
        const violations = await watchCspViolations(context);
        const page = await context.newPage();
        // (The suite's x-org header reaches this browser too: the referrer is looked up in the site's own organisation.)
        if (brand.query) await page.setExtraHTTPHeaders({ 'x-org': brand.orgCode });
        await page.goto(`http://${brand.host}.localtest:${port}/account/heloc/register${brand.query ? `?${brand.query}` : ''}`);
        await expectBrandPage(page, brand);
        await context.close();
        expect(violations, `CSP violations under ${brand.host}`).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  });
});
