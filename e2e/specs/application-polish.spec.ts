// Issue 10, the applicant's application pages: a finished step never looks live, changing an offer keeps the
// draw, the decline page's wording, disclosures that agree with the offer's numbers and the brand, the PDF
// viewer's end-of-document rule and zoom, the offer screen on a phone (1 280 x 800 and 390 x 844), and the
// footer on the login page and the dashboard.
// State is set through the API (an application in OFFER_SELECTION, agent status moves).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { logInAsAdminAgent, moveApplicationStatus } from '../fixtures/api.ts';

const BASE = '/service-application/api/v1/application/heloc';

/** An applicant of `org` with an application in OFFER_SELECTION for a Baltimore (MD) home, made through the API. */
const applicationAtOffers = async (request: APIRequestContext, org = 'LINTEL') => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const registered = await request.post(`/identity-broker/customer/api/v3/register?organization=${org}`, {
    headers: { 'x-org': org },
    data: { email: `polish-${unique}@example.com`, password: 'Correct-Horse-9-Battery!', phoneNumber: `41522${String(Date.now()).slice(-5)}` },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { jwt } = (await registered.json()) as { jwt: string };
  const headers = { 'x-org': org, authorization: `Bearer ${jwt}` };
  const created = await request.post(`${BASE}/create-application?state=MD`, {
    headers,
    data: {
      income: { incomePrimary: 150000, incomeOther: 0 },
      profileRequest: { name: { firstName: 'Avery', lastName: 'Applicant' }, homeAddress: null, assetAddress: null },
      propertyListedForSale: false,
      propertyRequest: { street1: '1128 Charles St', street2: null, city: 'Baltimore', state: 'MD', zip: '21201', type: 'HOME' },
      employmentType: 'FULL_TIME',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { uuid } = (await created.json()) as { uuid: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { headers })).json()) as { applicationStatus: string })
          .applicationStatus,
      { timeout: 30_000 },
    )
    .toBe('OFFER_SELECTION');
  return { jwt, uuid };
};

const signIn = (page: Page, jwt: string) => page.addInitScript((token) => window.localStorage.setItem('jwt', token), jwt);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const figure = (page: Page, name: string) =>
  page.locator('.offer-figures div', { has: page.getByText(name, { exact: true }) }).locator('dd');

/** The text of a PDF, its items joined by spaces (pdf.js, as the web app's viewer reads it). */
const pdfText = async (bytes: Buffer): Promise<string> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)));
  const contents = await Promise.all(pages.map((page) => page.getTextContent()));
  await pdf.destroy();
  return contents
    .flatMap((content) => content.items.map((item) => ('str' in item ? item.str : '')))
    .join(' ')
    .replace(/\s+/g, ' ');
};

/** From product/select to start/app-summary as the applicant: the default offer, contact, HMDA. */
const walkToAppSummary = async (page: Page, uuid: string) => {
  await page.goto(`/account/heloc/${uuid}/product/select`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/start\/contact$/);
  await page.getByRole('radio', { name: 'Married', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/start\/hmda$/);
  await page.getByRole('group', { name: 'Ethnicity' }).getByRole('checkbox', { name: 'Not Hispanic or Latino' }).check();
  await page.getByRole('group', { name: 'Race' }).getByRole('checkbox', { name: 'Asian', exact: true }).check();
  await page.getByRole('group', { name: 'Sex' }).getByRole('checkbox', { name: 'I do not wish to provide this information' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/start\/app-summary$/);
};

test('changing an offer keeps the draw; the offer shows its recording tax; the fee disclosure matches the math', async ({ page, request }) => {
  const { jwt, uuid } = await applicationAtOffers(request);
  await signIn(page, jwt);
  await page.goto(`/account/heloc/${uuid}/product/select`);
  await expect(page).toHaveTitle('Choose your offer | Lintel');
  // Item 11: Maryland levies a recording tax: the offer lists it.
  await expect(page.getByText('Recording tax (paid from your line)')).toBeVisible();
  await page.getByLabel('Or type an amount').fill('40000');
  await page.getByLabel('Or type an amount').blur();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();
  // Item 6: back to the choice with the draw as chosen, not the maximum.
  await page.getByRole('button', { name: 'Change my offer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
  await expect(page.getByLabel('Or type an amount')).toHaveValue('40000');
  // Item 11: the footer's fee sentence says what the offer does: the fee is added to the draw.
  await expect(page.getByRole('contentinfo')).toContainText('It is added to the initial draw');
  await expect(page.getByRole('contentinfo')).not.toContainText('deducted from the initial draw');
});

test('a step the application has passed is never shown: opening it, or Back to it, goes where the status says', async ({ page, request }) => {
  const { jwt, uuid } = await applicationAtOffers(request);
  await signIn(page, jwt);
  await page.goto(`/account/heloc/${uuid}/product/select`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
  const agent = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, agent, { uuid, status: 'INCOME_VERIFICATION', force: true });
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/income/review$`));
  await page.goto(`/account/heloc/${uuid}/start/app-summary`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/income/review$`));
});

test('a decline reads as a decision, not as something in review', async ({ page, request }) => {
  const { jwt, uuid } = await applicationAtOffers(request);
  const agent = await logInAsAdminAgent(request);
  await moveApplicationStatus(request, agent, { uuid, status: 'DECLINED', force: true });
  await signIn(page, jwt);
  await page.goto(`/account/heloc/${uuid}/error/decline`);
  await expect(page.getByRole('heading', { level: 1, name: 'We are unable to approve your application' })).toBeVisible();
  await expect(page.getByText('Needs review')).toHaveCount(0);
});

test.describe('HARBOR_CU', () => {
  test.use({ extraHTTPHeaders: { 'x-org': 'HARBOR_CU' } });
  test('states the appraisal threshold and cost, and that its own lines stay under it', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?org=HARBOR_CU');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('An appraisal is required for lines of credit above $400,000; appraisals cost $500 to $2,000.');
    await expect(footer).toContainText('Our lines of credit go up to $250,000, so no appraisal is needed for them.');
  });
});

test('the footer states the appraisal threshold, the 90-day eligibility note and the five-day funding help text (LINTEL: lines up to exactly $400,000)', async ({
  page,
}) => {
  await page.goto('/account/heloc/register');
  const disclosures = page.getByRole('contentinfo').locator('ol li');
  await expect(disclosures).toHaveCount(8);
  await expect(disclosures.filter({ hasText: 'above $400,000' })).toContainText('appraisals cost $500 to $2,000');
  await expect(disclosures.filter({ hasText: 'above $400,000' })).toContainText('a valuation fee of $180 applies');
  await expect(disclosures.filter({ hasText: 'as little as' })).toContainText('Funding can be in as little as five days.');
  await expect(disclosures.last()).toHaveText(
    'A home bought, or title transferred, in the last 90 days makes the applicant ineligible for a HELOC or DSCR loan.',
  );
});

test('items 13 and 10: the PDF viewer counts the end only once the reader has scrolled there, or says the document fits; phones can zoom', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const { jwt, uuid } = await applicationAtOffers(request);
  await signIn(page, jwt);
  await walkToAppSummary(page, uuid);
  const disclosures = page.getByRole('region', { name: /^HELOC disclosures, \d+ pages?$/ });
  await expect(disclosures).toBeVisible({ timeout: 30_000 });
  const viewer = page.locator('.pdf-viewer', { has: disclosures });
  const progress = viewer.locator('.pdf-viewer__progress');
  // At 1 280 px a page is taller than the viewer: its last page shows at once, but nothing is counted yet.
  expect(await disclosures.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await disclosures.evaluate((element) => element.scrollBy({ top: 40 }));
  await expect(progress).toHaveText(/^Read \d+ % of HELOC disclosures$/);
  await expect(progress).not.toContainText('End of document reached');
  const submitNeeds = page.locator('#submit-requirements');
  await expect(submitNeeds).toContainText('read the HELOC disclosures to the end');
  await disclosures.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(progress).toHaveText('End of document reached');
  await expect(submitNeeds).not.toContainText('read the HELOC disclosures to the end');

  // Item 10: the summary PDF prints the answers' labels, not their codes.
  const summary = await request.get(`${BASE}/${uuid}/documents/APPLICATION_SUMMARY`, {
    headers: { 'x-org': 'LINTEL', authorization: `Bearer ${jwt}` },
  });
  expect(summary.ok()).toBe(true);
  const summaryText = await pdfText(await summary.body());
  expect(summaryText).toMatch(/Employment: ?Employed full-time/);
  expect(summaryText).toMatch(/Occupancy: ?Primary residence/);
  expect(summaryText).not.toMatch(/FULL_TIME|Occupancy: ?HOME/);

  // A phone, after a reload: the page width is about half the printed size; Zoom in gives the printed size,
  // the page scrolling sideways inside the viewer, never widening the screen.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(disclosures).toBeVisible({ timeout: 30_000 });
  await expect(viewer.getByText(/^Page width \(\d+ %\)$/)).toBeVisible();
  const pageWidthShare = Number((await viewer.getByText(/^Page width/).textContent())!.match(/\d+/)![0]);
  expect(pageWidthShare).toBeLessThan(70);
  if (await disclosures.evaluate((element) => element.scrollHeight <= element.clientHeight + 1))
    await expect(progress).toHaveText(
      'End of document reached: all of HELOC disclosures was in view without scrolling.',
    );
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByText('100 %', { exact: true })).toBeVisible();
  const firstPage = disclosures.getByRole('img', { name: /^Page 1 of/ });
  await expect.poll(async () => (await firstPage.boundingBox())!.width).toBeGreaterThanOrEqual(600);
  expect(await disclosures.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('item 16: on the offer screen the payment and APR stay in view while the draw moves; payoff labels wrap under their own text; legends sit inside their box', async ({
    page,
    request,
  }) => {
    const { jwt, uuid } = await applicationAtOffers(request);
    await signIn(page, jwt);
    await page.goto(`/account/heloc/${uuid}/product/select`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    // Where a person moves the draw: the thumb on screen, then the keys (a drag moves the same value).
    const thumb = page.locator('.draw-slider__thumb');
    await thumb.scrollIntoViewIfNeeded();
    await page.getByRole('slider', { name: 'Initial draw' }).focus();
    const readout = page.locator('.draw-slider__readout');
    const before = await figure(page, 'Monthly payment').textContent();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect(figure(page, 'Monthly payment')).not.toHaveText(before!);
    const payment = (await figure(page, 'Monthly payment').textContent())!;
    const apr = (await figure(page, 'APR').textContent())!;
    await expect(readout).toContainText(`Monthly payment ${payment}`);
    await expect(readout).toContainText(`APR ${apr}`);
    await expect(readout).toBeInViewport({ ratio: 1 });
    await expect(thumb).toBeInViewport({ ratio: 1 });

    const payoff = page.getByRole('group', { name: 'Pay off debts with this line (optional)' });
    const options = payoff.locator('label');
    expect(await options.count()).toBeGreaterThan(0);
    for (const option of await options.all()) {
      const layout = await option.evaluate((label) => {
        const box = label.querySelector('input')!.getBoundingClientRect();
        const text = label.querySelector('span')!.getBoundingClientRect();
        return { textLeft: text.left, boxRight: box.right, lines: Math.round(text.height / parseFloat(getComputedStyle(label).lineHeight)) };
      });
      // Every line of the text starts right of the checkbox, wrapped or not.
      expect(layout.textLeft).toBeGreaterThanOrEqual(layout.boxRight);
    }
    // The legend is the box's first row, below its top border, not across it.
    for (const group of await page.locator('fieldset.choice-group').all()) {
      const gap = await group.evaluate((fieldset) => {
        const legend = fieldset.querySelector('legend')!.getBoundingClientRect();
        return legend.top - fieldset.getBoundingClientRect().top - parseFloat(getComputedStyle(fieldset).borderTopWidth);
      });
      expect(gap).toBeGreaterThanOrEqual(0);
    }
    await expectAccessible(page);
  });

  test('item 15: the footer on the login page and on the dashboard; no Login button on the login page', async ({ page, applicant }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await page.getByLabel('Email').fill(applicant.email);
    await page.getByLabel('Password', { exact: true }).fill(applicant.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your applications' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Monday - Friday: 6:00 AM - 6:00 PM PT')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('item 17: the progress steps keep one row with round markers; the side cards line up; the email breaks only between its parts', async ({
    page,
    request,
  }) => {
    const { jwt, uuid } = await applicationAtOffers(request);
    await signIn(page, jwt);
    await page.goto(`/account/heloc/${uuid}/product/select`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your offer' })).toBeVisible();

    const steps = page.getByRole('navigation', { name: 'Application progress' }).getByRole('listitem');
    await expect(steps).toHaveCount(7);
    const stepBoxes = await steps.evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const marker = item.querySelector('.progress-steps__marker')!.getBoundingClientRect();
        const label = item.querySelector('.progress-steps__label')!;
        return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, markerWidth: marker.width, markerHeight: marker.height, labelFits: label.scrollWidth <= label.clientWidth + 1 };
      }),
    );
    for (const [index, box] of stepBoxes.entries()) {
      expect(box.top, `step ${index + 1} on the first row`).toBeLessThan(stepBoxes[0]!.bottom);
      expect(box.markerWidth, `step ${index + 1}'s marker is round`).toBeCloseTo(box.markerHeight, 0);
      expect(box.labelFits, `step ${index + 1}'s label is not cut`).toBe(true);
      if (index > 0) expect(box.left, `step ${index + 1} after step ${index}`).toBeGreaterThanOrEqual(stepBoxes[index - 1]!.right);
    }

    const offerCard = page.getByRole('complementary', { name: 'Offer summary' });
    const contactCard = page.locator('.lender-contact-card');
    const [offer, contact] = [(await offerCard.boundingBox())!, (await contactCard.boundingBox())!];
    expect(offer.y).toBeCloseTo(contact.y, 0);
    expect(offer.width).toBeCloseTo(contact.width, 0);
    const titles = await Promise.all([offerCard.getByRole('heading').first().boundingBox(), contactCard.getByRole('heading').first().boundingBox()]);
    expect(titles[0]!.y).toBeCloseTo(titles[1]!.y, 0);

    // The email offers line breaks only before "@" and ".", never inside a word.
    const email = contactCard.getByRole('link', { name: /@/ }).first();
    expect(await email.evaluate((link) => Array.from(link.querySelectorAll('wbr')).map((wbr) => (wbr.nextSibling?.textContent ?? '')[0]))).toEqual(
      expect.arrayContaining(['@']),
    );
    expect(await email.evaluate((link) => getComputedStyle(link.closest('dd')!).overflowWrap)).not.toBe('anywhere');
    await expectAccessible(page);
  });
});
