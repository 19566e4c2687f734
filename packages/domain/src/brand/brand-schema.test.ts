import { describe, expect, it } from 'vitest';
import { ZBrand, mergeOrgPricingData, type TBrandInput } from './brand-schema.ts';
import { contrastRatio } from './contrast.ts';

const validBrand = (): TBrandInput => ({
  orgCode: 'TEST_ORG',
  canonicalOrgCode: 'TEST_ORG',
  orgBrand: 'test-org',
  baseUrl: 'https://test.lintel.example',
  hostPrefixes: ['test'],
  isSampleData: true,
  companyName: 'Test Lending, LLC',
  companyNameShort: 'Test',
  companyProduct: 'Test HELOC',
  companyAddress: '1 Sample Way, Springfield, IL 62701',
  nmlsNumber: '123456',
  nmlsUrl: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/123456',
  supportEmail: 'help@test.lintel.example',
  supportPhoneNumber: { number: '8888196388' },
  termsOfUseUrl: null,
  privacyPolicyUrl: 'https://test.lintel.example/privacy',
  licensesUrl: null,
  communicationsUrl: null,
  additionalUrls: [],
  lenderImageKey: 'EHL',
  productKind: 'HELOC',
  helocMinLoanAmount: 15_000,
  helocMaxLoanAmount: 400_000,
  helocMinRateWithNoDiscount: 7.5,
  helocMaxRateWithNoDiscount: 14.99,
  allowRegulatorReview: false,
  ageRestrictedInterestOnly: false,
  showCopyrightYear: true,
  publicFeatureToggles: { showNcuaLogo: false },
  licensedStates: ['IL'],
  showIllinoisCommunityReinvestmentNotice: false,
  regulatorNotices: [],
  orgMetaData: { companyInfo: { tagline: 'Sample', about: 'Sample lender.' } },
  orgPricingData: [{ maxOriginationFeeRate: '0.0499' }],
  theme: {
    colors: {
      primary: '#1f4b99', primaryContrast: '#ffffff', bg: '#ffffff', surface: '#f5f7fa', text: '#1a1f2b',
      textMuted: '#5a6272', border: '#d5dae3', danger: '#b42318', success: '#067647', warning: '#b54708',
      focus: '#2e90fa', accent: '#f4b400',
    },
    fonts: { body: 'system-ui, sans-serif', heading: '"Georgia", serif' },
    radius: '8px',
    logo: { kind: 'svg', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>' },
    loaderAnimation: 'pulse',
  },
});

const issuePaths = (input: unknown): string[] => {
  const result = ZBrand.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('ZBrand', () => {
  it('accepts a complete brand and fills the default heloc product', () => {
    const brand = ZBrand.parse(validBrand());
    expect(brand.orgMetaData.products.heloc).toEqual({ displayName: 'Home Equity Line of Credit', enabled: true });
    expect(brand.publicFeatureToggles.showCeoFeedback).toBe(false);
  });

  it.each([
    ['theme.colors.primary', (b: TBrandInput) => void (b.theme.colors.primary = 'red')],
    ['theme.colors.bg', (b: TBrandInput) => void (b.theme.colors.bg = '#fff;background:url(x)')],
    ['theme.fonts.body', (b: TBrandInput) => void (b.theme.fonts.body = 'Arial; } body { display:none')],
    ['theme.fonts.heading', (b: TBrandInput) => void (b.theme.fonts.heading = 'url(https://evil.example/f.woff)')],
    ['theme.radius', (b: TBrandInput) => void (b.theme.radius = 'calc(1px + 1vw)')],
    ['theme.logo.svg', (b: TBrandInput) => void (b.theme.logo = { kind: 'svg', svg: '<svg onload="alert(1)"></svg>' })],
    ['theme.logo.svg', (b: TBrandInput) => void (b.theme.logo = { kind: 'svg', svg: '<svg><script>x()</script></svg>' })],
    ['theme.logo.file', (b: TBrandInput) => void (b.theme.logo = { kind: 'asset', file: '../secret.svg' })],
    ['theme.loaderAnimation', (b: TBrandInput) => void ((b.theme as { loaderAnimation: string }).loaderAnimation = 'spin')],
    ['privacyPolicyUrl', (b: TBrandInput) => void (b.privacyPolicyUrl = 'javascript:alert(1)')],
    ['licensedStates.0', (b: TBrandInput) => void (b.licensedStates = ['ZZ'])],
    ['licensedStates', (b: TBrandInput) => void (b.licensedStates = ['IL', 'IL'])],
    ['helocMinLoanAmount', (b: TBrandInput) => void (b.helocMinLoanAmount = 500_000)],
    ['helocMinRateWithNoDiscount', (b: TBrandInput) => void (b.helocMinRateWithNoDiscount = 20)],
    ['supportPhoneNumber.number', (b: TBrandInput) => void (b.supportPhoneNumber = { number: '555-1234' })],
    ['orgCode', (b: TBrandInput) => void (b.orgCode = 'lower')],
  ])('refuses a bad %s', (path, spoil) => {
    const brand = validBrand();
    spoil(brand);
    expect(issuePaths(brand)).toContain(path);
  });
});

describe('mergeOrgPricingData', () => {
  it('merges the list with later entries winning', () => {
    expect(mergeOrgPricingData([{ a: 1, b: 'x' }, { b: 'y', c: true }])).toEqual({ a: 1, b: 'y', c: true });
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
