import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeOffer } from '@lintel/domain';
import type { TOffersResponse } from '@lintel/contract';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, createAgent, registerApplicant, type TTestApp } from '../helper.ts';
import { applications } from '../../src/modules/application/tables.ts';
import { findApplicationByUuid, findAuditTrail } from '../../src/modules/application/index.ts';
import { bpoRequests } from '../../src/modules/bpo/tables.ts';
import { propertyConditionFromAvmConfidence } from '../../src/modules/offers/index.ts';
import {
  createApplicationBody,
  waitForStatusOtherThan,
  readStatus,
} from '../application/application-fixtures.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const BASE = '/service-application/api/v1/application/heloc';
type TApplicant = Awaited<ReturnType<typeof registerApplicant>>;

const applicationIn = async (org: string, overrides: Parameters<typeof createApplicationBody>[0] = {}) => {
  const applicant = await registerApplicant(t.app, { orgCode: org });
  const headers = bearer(applicant.jwt, { 'x-org': org });
  const response = await t.app.inject({
    method: 'POST',
    url: `${BASE}/create-application?state=CO`,
    headers,
    payload: createApplicationBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  const { uuid } = response.json<{ uuid: string }>();
  return { applicant, uuid, headers };
};

const getOffers = async (uuid: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/offers`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TOffersResponse>();
};

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

const HMDA = {
  ethnicity: { notProvided: false, values: ['HISPANIC_OR_LATINO', 'CUBAN'] },
  race: { notProvided: true, values: [] },
  sex: { notProvided: false, values: ['FEMALE'] },
};

describe('offers', () => {
  it('takes an applicant from OFFER_SELECTION through select, contact, HMDA and submit to INCOME_VERIFICATION', async () => {
    const { applicant, uuid, headers } = await applicationIn('LINTEL');
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );

    const offers = await getOffers(uuid, headers);
    expect(offers.offerSet?.offers.length).toBe(16);
    expect(offers.property.propertyValue).toBeGreaterThan(0);
    // The sandbox AVM's confidence (70 to 98) stands for a condition; never "not yet assessed" once valued.
    const valued = await findApplicationByUuid({ db: t.db, uuid });
    expect(offers.property.propertyCondition).toBe(
      propertyConditionFromAvmConfidence(valued!.valuationConfidence),
    );
    expect(['GOOD', 'AVERAGE', 'FAIR']).toContain(offers.property.propertyCondition);
    const offer = offers.offerSet!.offers.find((o) => o.term === 15 && o.originationFee === 0.0299)!;
    const drawAmount = Math.floor((offer.minDraw + offer.maxDraw) / 2);

    const tooBig = await post(`${BASE}/${uuid}/offers/select`, headers, {
      type: offer.type,
      term: 15,
      originationFeeRate: 0.0299,
      drawAmount: offer.maxDraw + 1,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0]).toMatch(/^Please choose a draw between \$15,000 and \$[\d,]+\.$/);
    const unknownOffer = await post(`${BASE}/${uuid}/offers/select`, headers, {
      type: offer.type,
      term: 7,
      originationFeeRate: 0.0299,
      drawAmount,
    });
    expect(unknownOffer.json()).toEqual({
      errors: ['The chosen offer is not available. Please choose one of the offers shown.'],
    });

    const selected = await post(`${BASE}/${uuid}/offers/select`, headers, {
      type: offer.type,
      term: 15,
      originationFeeRate: 0.0299,
      drawAmount,
    });
    expect(selected.json()).toEqual({ uuid, applicationStatus: 'COLLECT_ADDITIONAL_INFO' });
    const application = (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}`, headers })).json();
    const summary = summarizeOffer({
      draw: drawAmount,
      feeRate: 0.0299,
      maxFee: offers.offerSet!.ofeeMaxThreshold,
      annualRatePercent: offer.rate,
      termYears: 15,
    });
    expect(application).toMatchObject({
      rate: offer.rate,
      term: 15,
      rateType: 'FIXED',
      uwCalculatedDrawAmount: drawAmount,
      amount: summary.loanAmount.toNumber(),
    });
    expect((await getOffers(uuid, headers)).selection).toMatchObject({
      term: 15,
      originationFeeRate: 0.0299,
      drawAmount,
    });

    // A second choice is refused once the application has moved on.
    expect(
      (
        await post(`${BASE}/${uuid}/offers/select`, headers, {
          type: offer.type,
          term: 15,
          originationFeeRate: 0.0299,
          drawAmount,
        })
      ).statusCode,
    ).toBe(409);

    const badContact = await post(`${BASE}/${uuid}/contact`, headers, {
      email: 'nope',
      phoneNumber: '(555) 555-1234',
      maritalStatus: 'MARRIED',
    });
    expect(badContact.json().errors).toContain('Please enter a valid email address');
    const contact = await post(`${BASE}/${uuid}/contact`, headers, {
      email: 'ada@example.com',
      phoneNumber: '(555) 555-1234',
      maritalStatus: 'MARRIED',
    });
    expect(contact.json()).toEqual({ uuid, applicationStatus: 'HMDA' });

    // The submit is not open before the summary exists: in HMDA (and while the summary-disclosure job runs,
    // which is too short to catch reliably here) it answers 409.
    expect(
      (
        await post(`${BASE}/${uuid}/submit`, headers, {
          hardCreditConsent: true,
          helocDisclosuresAcknowledged: true,
          cfpbBrochureAcknowledged: true,
        })
      ).statusCode,
    ).toBe(409);
    const bothAnswers = await post(`${BASE}/${uuid}/hmda`, headers, {
      ...HMDA,
      sex: { notProvided: true, values: ['MALE'] },
    });
    expect(bothAnswers.json().errors).toContain('Please select a sex or that you do not wish to provide it');
    expect((await post(`${BASE}/${uuid}/hmda`, headers, HMDA)).json()).toEqual({
      uuid,
      applicationStatus: 'GEN_SUMMARY_DISCLOSURE',
    });
    expect(
      (await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'GEN_SUMMARY_DISCLOSURE')).applicationStatus,
    ).toBe('APP_SUBMISSION');
    // The stored snapshot is one of the application's documents (spec 04 section 9.1).
    const stored = await t.app.inject({ method: 'GET', url: `/service-document/api/v1/applications/${uuid}/documents`, headers });
    expect(stored.json<{ type: string; name: string }[]>().map((d) => [d.type, d.name])).toEqual([['APPLICATION_SUMMARY', 'application-summary.pdf']]);
    const trail = await findAuditTrail({ db: t.db, applicationUuid: uuid });
    expect(trail.filter((row) => row.toStatus === 'APP_SUBMISSION').at(-1)).toMatchObject({
      actorKind: 'SYSTEM',
      fromStatus: 'GEN_SUMMARY_DISCLOSURE',
      reason: 'Application summary generated',
    });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${uuid}/documents/APPLICATION_SUMMARY`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf.rawPayload);
    expect(parsed.getTitle()).toBe('Application summary');
    expect(parsed.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/documents/HELOC_DISCLOSURES`, headers }))
        .headers['content-type'],
    ).toBe('application/pdf');
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}/documents/PASSPORTFRONT`, headers }))
        .statusCode,
    ).toBe(404);

    const unacknowledged = await post(`${BASE}/${uuid}/submit`, headers, {
      hardCreditConsent: true,
      helocDisclosuresAcknowledged: true,
      cfpbBrochureAcknowledged: false,
    });
    expect(unacknowledged.statusCode).toBe(400);
    const submitted = await post(`${BASE}/${uuid}/submit`, headers, {
      hardCreditConsent: true,
      helocDisclosuresAcknowledged: true,
      cfpbBrochureAcknowledged: true,
    });
    expect(submitted.json()).toEqual({ uuid, applicationStatus: 'GEN_APP_DISCLOSURES' });
    expect(
      (await waitForStatusOtherThan(t.app, applicant.jwt, uuid, 'GEN_APP_DISCLOSURES')).applicationStatus,
    ).toBe('INCOME_VERIFICATION');
    expect((await getOffers(uuid, headers)).offerSet?.consents).toEqual([{ type: 'HARD_CREDIT' }]);
  }, 60_000);

  it('answers 404 to anyone but the owner', async () => {
    const { uuid } = await applicationIn('LINTEL', { firstName: 'Owner' });
    const stranger: TApplicant = await registerApplicant(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${uuid}/offers`,
      headers: bearer(stranger.jwt),
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/not-a-uuid/offers`, headers: bearer(stranger.jwt) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${BASE}/${uuid}/documents/APPLICATION_SUMMARY`,
          headers: bearer(stranger.jwt),
        })
      ).statusCode,
    ).toBe(404);
  }, 30_000);

  it('prices the same applicant differently under the credit-union brand', async () => {
    const lintel = await applicationIn('LINTEL', { firstName: 'Brand', lastName: 'Compare' });
    const harbor = await applicationIn('HARBOR_CU', { firstName: 'Brand', lastName: 'Compare' });
    await waitForStatusOtherThan(t.app, lintel.applicant.jwt, lintel.uuid);
    // The status call of another brand's application needs that brand's org header.
    for (;;) {
      const status = await t.app.inject({
        method: 'GET',
        url: `/service-krang-heloc/borrower/secure/api/v1/${harbor.uuid}/status`,
        headers: harbor.headers,
      });
      if (status.json().applicationStatus !== 'IN_PROGRESS') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const a = (await getOffers(lintel.uuid, lintel.headers)).offerSet!;
    const b = (await getOffers(harbor.uuid, harbor.headers)).offerSet!;
    expect(a.offers.map((o) => o.term)).toContain(30);
    expect(b.offers.map((o) => o.term)).not.toContain(30);
    expect(b.offers[0]!.discountList.map((d) => d.discount.type)).toEqual(['AUTOPAY', 'CREDIT_UNION']);
    expect(a.ofeeMaxThreshold).not.toBe(b.ofeeMaxThreshold);
  }, 60_000);

  it('recomputes the offers with asset depletion and moves ASSETS_PREQUAL to OFFER_SELECTION', async () => {
    const { applicant, uuid, headers } = await applicationIn('LINTEL', {
      income: 12_000,
      otherIncome: 0,
      firstName: 'Assets',
    });
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(
      'ASSETS_PREQUAL',
    );
    expect((await getOffers(uuid, headers)).offerSet).toBeNull();
    const negative = await post(`${BASE}/${uuid}/offers/assets`, headers, { liquidAssets: -1 });
    expect(negative.json()).toEqual({ errors: ['Must be at least $0'] });
    const moved = await post(`${BASE}/${uuid}/offers/assets`, headers, { liquidAssets: 6_000_000 });
    expect(moved.json()).toEqual({ uuid, applicationStatus: 'OFFER_SELECTION' });
    expect((await getOffers(uuid, headers)).offerSet?.assetDepletion).toEqual({
      complete: true,
      amount: 6_000_000,
    });
  }, 60_000);

  it('offers the requalified line in CLTV_LIEN_POSITION_REQUALIFY and shows what changed in REVISED_OFFER_SELECTION', async () => {
    const { applicant, uuid, headers } = await applicationIn('LINTEL', { firstName: 'Requalify' });
    await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
    const offer = (await getOffers(uuid, headers)).offerSet!.offers.find(
      (o) => o.term === 10 && o.originationFee === 0.0299,
    )!;
    await post(`${BASE}/${uuid}/offers/select`, headers, {
      type: offer.type,
      term: 10,
      originationFeeRate: 0.0299,
      drawAmount: 20_000,
    });
    const admin = await createAgent(t.app, { admin: true });
    const force = (status: string, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/service-ops/agent/api/v1/applications/${uuid}/status`,
        headers: bearer(admin.jwt),
        payload: { status, reason, force: true },
      });
    expect((await force('CLTV_LIEN_POSITION_REQUALIFY', 'Title shows a second lien')).statusCode).toBe(200);
    const requalify = (await getOffers(uuid, headers)).requalification!;
    expect(requalify.lienPosition).toBe(2);
    expect(requalify.requalifiedMaxLine).toBeLessThan(requalify.previousMaxLine);
    expect((await post(`${BASE}/${uuid}/offers/requalify`, headers, { accept: true })).json()).toEqual({
      uuid,
      applicationStatus: 'OFFER_SELECTION',
    });

    expect((await force('REVISED_OFFER_SELECTION', 'Verified income is lower than stated')).statusCode).toBe(
      200,
    );
    const revised = await getOffers(uuid, headers);
    expect(revised.revision).toMatchObject({
      previousDrawAmount: 20_000,
      previousRate: offer.rate,
      reason: 'Verified income is lower than stated',
    });
    const again = revised.offerSet!.offers.find((o) => o.term === 10 && o.originationFee === 0.0299)!;
    const chosen = await post(`${BASE}/${uuid}/offers/select`, headers, {
      type: again.type,
      term: 10,
      originationFeeRate: 0.0299,
      drawAmount: 18_000,
    });
    expect(chosen.json()).toEqual({ uuid, applicationStatus: 'IDENTITY_VERIFICATION' });
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('IDENTITY_VERIFICATION');
  }, 60_000);

  it('takes a verified offer (sub-decision VERIFIED_OFFER) straight to FINAL_OFFER once chosen', async () => {
    const { applicant, uuid, headers } = await applicationIn('LINTEL', { firstName: 'Verified' });
    expect((await waitForStatusOtherThan(t.app, applicant.jwt, uuid)).applicationStatus).toBe(
      'OFFER_SELECTION',
    );
    await t.db
      .update(applications)
      .set({ uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' })
      .where(eq(applications.uuid, uuid));
    const offer = (await getOffers(uuid, headers)).offerSet!.offers.find(
      (o) => o.term === 10 && o.originationFee === 0.0299,
    )!;
    const chosen = await post(`${BASE}/${uuid}/offers/select`, headers, {
      type: offer.type,
      term: 10,
      originationFeeRate: 0.0299,
      drawAmount: 25_000,
    });
    expect(chosen.json()).toEqual({ uuid, applicationStatus: 'FINAL_OFFER' });
    expect((await readStatus(t.app, applicant.jwt, uuid)).applicationStatus).toBe('FINAL_OFFER');
  }, 60_000);

  it('shows the broker\'s reported condition once a broker price opinion came back', async () => {
    const { applicant, uuid, headers } = await applicationIn('LINTEL', { firstName: 'Broker' });
    await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
    await t.db.insert(bpoRequests).values({
      applicationUuid: uuid,
      estimatedValue: 50_000_000,
      propertyCondition: 'GOOD',
      reportedCondition: 'EXCELLENT',
    });
    expect((await getOffers(uuid, headers)).property.propertyCondition).toBe('EXCELLENT');
  }, 60_000);

  it('checks the draw against the slider bounds of the payoff preference', async () => {
    const { applicant, uuid, headers } = await applicationIn('LINTEL', { firstName: 'Payoff' });
    await waitForStatusOtherThan(t.app, applicant.jwt, uuid);
    const offers = await getOffers(uuid, headers);
    const liability = offers.liabilities.find((l) => l.monetaryBalance > 0 && l.monetaryBalance < 100_000);
    if (!liability) return; // this sandbox applicant has no small debt to pay off
    const offer = offers.offerSet!.offers.find((o) => o.term === 10 && o.originationFee === 0.0299)!;
    const body = {
      type: offer.type,
      term: 10,
      originationFeeRate: 0.0299,
      payoffLiabilities: [liability.uuid],
      drawPreference: 'PRESERVE',
    };
    // PRESERVE: the slider picks the cash kept, so the payoff plus the cash may not pass the maximum draw.
    const over = await post(`${BASE}/${uuid}/offers/select`, headers, { ...body, drawAmount: offer.maxDraw });
    expect(over.statusCode).toBe(400);
    const ok = await post(`${BASE}/${uuid}/offers/select`, headers, { ...body, drawAmount: 20_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    const application = (await t.app.inject({ method: 'GET', url: `${BASE}/${uuid}`, headers })).json();
    expect(application.uwCalculatedDrawAmount).toBeCloseTo(20_000 + liability.monetaryBalance, 2);
    expect(
      (await getOffers(uuid, headers)).liabilities.find((l) => l.uuid === liability.uuid)?.payOff,
    ).toEqual({ status: 'MARKED_FOR_PAYOFF' });
  }, 60_000);
});
