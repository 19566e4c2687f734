import { describe, expect, it } from 'vitest';
import { WCAG_AA_TEXT_CONTRAST, contrastRatio, legalDocumentName, licensedStatesLine } from '@lintel/domain';
import { BRAND_FILES } from '../src/brand-files.ts';
import {
  BrandConfigError,
  MAIN_ORG_CODE,
  getBrand,
  getMainBrand,
  isKnownOrg,
  listBrands,
  loadBrands,
  orgCodeForHost,
  resolveOrgCode,
  stateSiteRedirect,
} from '../src/index.ts';
import { lintel } from '../src/brands/lintel.ts';

describe('brand registry', () => {
  it('loads every brand file as a valid brand', () => {
    expect(() => loadBrands(BRAND_FILES)).not.toThrow();
    expect(listBrands().length).toBeGreaterThanOrEqual(12);
    expect(getMainBrand().orgCode).toBe(MAIN_ORG_CODE);
  });

  it('has the platform brands of spec 04 and finds them in any case', () => {
    for (const code of ['LINTEL', 'LINTEL_NY', 'LINTEL_WHOLESALE']) expect(getBrand(code)?.orgCode).toBe(code);
    expect(getBrand('lintel_ny')?.orgCode).toBe('LINTEL_NY');
    expect(isKnownOrg('harbor_cu')).toBe(true);
    expect(isKnownOrg('NOPE')).toBe(false);
    expect(isKnownOrg('')).toBe(false);
    expect(isKnownOrg(null)).toBe(false);
  });

  it('reports a bad file naming the brand, the file and the field', () => {
    const bad = { ...lintel, orgCode: 'BROKEN', theme: { ...lintel.theme, colors: { ...lintel.theme.colors, primary: 'blue' } } };
    expect(() => loadBrands({ 'broken.ts': bad })).toThrow(BrandConfigError);
    expect(() => loadBrands({ 'broken.ts': bad })).toThrow(
      'Brand BROKEN (broken.ts) is invalid: theme.colors.primary: must be a hex colour written #rrggbb',
    );
  });

  it('names the file when the brand has no org code', () => {
    const { orgCode: _orgCode, ...noCode } = lintel;
    expect(() => loadBrands({ 'nameless.ts': noCode })).toThrow(/^Brand file nameless\.ts is invalid: orgCode: /);
  });

  it('refuses duplicate org codes, shared host prefixes and unknown canonical codes', () => {
    expect(() => loadBrands({ 'a.ts': lintel, 'b.ts': lintel })).toThrow('Brand LINTEL is defined twice');
    expect(() => loadBrands({ 'a.ts': lintel, 'b.ts': { ...lintel, orgCode: 'OTHER', hostPrefixes: ['apply'] } })).toThrow(
      'Brand OTHER is invalid: hostPrefixes: "apply" is already used by LINTEL',
    );
    expect(() => loadBrands({ 'a.ts': { ...lintel, canonicalOrgCode: 'GONE' } })).toThrow(
      'Brand LINTEL is invalid: canonicalOrgCode: GONE is not a known brand',
    );
  });

  it('refuses a brand that would refuse, under regulator review, the state it is licensed in', () => {
    const ny = { ...lintel, allowRegulatorReview: true, licensedStates: ['NY'] };
    expect(() => loadBrands({ 'ny.ts': ny })).toThrow(
      'Brand LINTEL is invalid: allowRegulatorReview: it refuses NY properties, yet NY is one of its licensedStates',
    );
  });
});

describe.each(listBrands().map((brand) => [brand.orgCode, brand] as const))('brand %s', (_code, brand) => {
  it('keeps text on bg and primaryContrast on primary at WCAG AA', () => {
    const { colors } = brand.theme;
    expect(contrastRatio(colors.text, colors.bg)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(colors.text, colors.surface)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(colors.textMuted, colors.bg)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio(colors.primaryContrast, colors.primary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it('states its pricing limits', () => {
    expect(brand.helocMinLoanAmount).toBeLessThan(brand.helocMaxLoanAmount);
    expect(brand.helocMinRateWithNoDiscount).toBeLessThanOrEqual(brand.helocMaxRateWithNoDiscount);
  });

  it('is marked as sample data unless it is one of the platform brands', () => {
    expect(brand.isSampleData).toBe(brand.canonicalOrgCode !== MAIN_ORG_CODE);
  });
});

describe('brand switches', () => {
  const brands = listBrands();
  const some = (predicate: (b: (typeof brands)[number]) => boolean) => brands.filter(predicate).map((b) => b.orgCode);

  it('covers both legal document names, with every Terms of Use company present', () => {
    expect(some((b) => legalDocumentName(b) === 'Terms of Use').sort()).toEqual(
      ['APMC', 'CMG', 'CROSS_COUNTRY', 'EVERGREEN', 'FAIRWAY', 'GUARANTEED_RATE', 'GUARANTEED_RATE_AFFINITY'].sort(),
    );
    expect(legalDocumentName(getBrand('LINTEL')!)).toBe('Terms of Service');
  });

  it('covers every other switch at least once', () => {
    expect(some((b) => b.publicFeatureToggles.showNcuaLogo)).toContain('HARBOR_CU');
    expect(some((b) => b.lenderImageKey === 'EHL').length).toBeGreaterThan(0);
    expect(some((b) => b.lenderImageKey === 'EOL').length).toBeGreaterThan(0);
    expect(some((b) => b.showIllinoisCommunityReinvestmentNotice)).toEqual(['GUARANTEED_RATE']);
    expect(some((b) => b.allowRegulatorReview)).toEqual(['CMG']);
    expect(some((b) => b.ageRestrictedInterestOnly)).toContain('EVERGREEN');
    expect(some((b) => b.showCopyrightYear).length).toBeGreaterThan(0);
    expect(some((b) => !b.showCopyrightYear).length).toBeGreaterThan(0);
    expect(some((b) => b.additionalUrls.length > 0).length).toBeGreaterThan(0);
    expect(some((b) => b.privacyPolicyUrl === null || b.termsOfUseUrl === null).length).toBeGreaterThan(0);
    expect(new Set(brands.map((b) => b.theme.loaderAnimation)).size).toBeGreaterThanOrEqual(3);
  });

  it('has a DSCR brand whose footer promises more states', () => {
    const dscr = brands.find((b) => b.productKind === 'DSCR')!;
    expect(dscr.licensedStates.length).toBeLessThan(50);
    expect(licensedStatesLine(dscr, dscr.licensedStates)).toMatch(/ with more states to come$/);
  });

  it('has at least three clearly different looks', () => {
    expect(new Set(brands.map((b) => `${b.theme.colors.primary}/${b.theme.colors.bg}`)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(brands.map((b) => b.theme.colors.bg)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('orgCodeForHost and resolveOrgCode', () => {
  it.each([
    ['apply.lintel.example', 'LINTEL'],
    ['ny.lintel.example', 'LINTEL_NY'],
    ['NY.Lintel.Example.', 'LINTEL_NY'],
    ['wholesale.lintel.example', 'LINTEL_WHOLESALE'],
    ['harbor.lintel.example', 'HARBOR_CU'],
    ['harbor-staging.lintel.example', 'HARBOR_CU'],
    ['summit.lintel.example', 'SUMMIT_DSCR'],
    ['localhost', 'LINTEL'],
    ['127.0.0.1', 'LINTEL'],
    ['unknown.example', 'LINTEL'],
    ['', 'LINTEL'],
  ])('maps %s to %s', (host, code) => {
    expect(orgCodeForHost(host)).toBe(code);
  });

  it('lets a known ?org win over the host and ignores an unknown one', () => {
    expect(resolveOrgCode({ hostname: 'harbor.lintel.example', orgQuery: 'fairway' })).toBe('FAIRWAY');
    expect(resolveOrgCode({ hostname: 'harbor.lintel.example', orgQuery: 'NOT_A_BRAND' })).toBe('HARBOR_CU');
    expect(resolveOrgCode({ hostname: 'localhost', orgQuery: null })).toBe('LINTEL');
  });
});

describe('stateSiteRedirect (New York modal)', () => {
  it('sends a New York property from the main site to the NY register page, and the reverse', () => {
    expect(stateSiteRedirect({ orgCode: 'LINTEL', propertyState: 'ny' })).toEqual({
      orgCode: 'LINTEL_NY',
      companyNameShort: 'Lintel NY',
      registerUrl: 'https://ny.lintel.example/account/heloc/register',
    });
    expect(stateSiteRedirect({ orgCode: 'LINTEL_NY', propertyState: 'CA' })).toEqual({
      orgCode: 'LINTEL',
      companyNameShort: 'Lintel',
      registerUrl: 'https://apply.lintel.example/account/heloc/register',
    });
    expect(stateSiteRedirect({ orgCode: 'LINTEL_WHOLESALE', propertyState: 'NY' })?.orgCode).toBe('LINTEL_NY');
  });

  it('sends New York applicants to a site that takes New York properties (regulator review off there)', () => {
    const target = stateSiteRedirect({ orgCode: 'LINTEL', propertyState: 'NY' });
    expect(getBrand(target!.orgCode)).toMatchObject({ licensedStates: ['NY'], allowRegulatorReview: false });
  });

  it('says nothing when the site serves the state, or no sibling site does', () => {
    expect(stateSiteRedirect({ orgCode: 'LINTEL', propertyState: 'CA' })).toBeNull();
    expect(stateSiteRedirect({ orgCode: 'LINTEL_NY', propertyState: 'NY' })).toBeNull();
    expect(stateSiteRedirect({ orgCode: 'LINTEL', propertyState: 'HI' })).toBeNull();
    expect(stateSiteRedirect({ orgCode: 'HARBOR_CU', propertyState: 'NY' })).toBeNull();
  });
});
