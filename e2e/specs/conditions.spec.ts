// Conditions (spec 02 sections 2 and 9, spec 04 section 9): an agent asks through the agent API; the
// borrower sees the exact text and button on the conditions page, answers, and the agent sees the answer.
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import { createApplication, createCondition, getApplicationDetail, logInAsAdminAgent, waitForMail } from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { logInThroughPage } from '../support/pages.ts';

/** Every category, with what the borrower must read and the button that must be offered. */
const CASES = [
  {
    request: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountLast4: '4321' } },
    text: "Based on the account connected ending with 4321, we weren't able to verify ownership.",
    button: 'Upload Bank Statement',
  },
  {
    request: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_LETTER'] },
    text: 'We are missing your bank statement. Please click below to upload.',
    button: 'Upload Bank Letter',
  },
  {
    request: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER'] },
    text: 'We are missing your bank statement. Please click below to upload.',
    button: 'Upload Bank Verification Documentation',
  },
  {
    request: { categoryEnum: 'ID_VERIFICATION_FAILURE' },
    text: 'We are having issues verifying your identity. Please click below to try again.',
    button: 'Verify ID',
  },
  { request: { categoryEnum: 'MISSING_PHONE_NUMBER' }, text: 'We are missing your phone number. Please click below to enter.', button: 'Enter Phone Number' },
  { request: { categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' }, text: 'certificate of trust', button: 'Upload Certificate of Trust' },
  { request: { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION' }, text: 'latest mortgage statement, deed of trust or deed', button: 'Upload Document' },
  { request: { categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' }, text: 'must match the name on your application and on the property title', button: 'Upload ID' },
  { request: { categoryEnum: 'PROPERTY_OWNERSHIP_FRAUD_REVIEW' }, text: 'deed or your name-change documents', button: 'Upload Document' },
  { request: { categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW' }, text: 'most recent deed', button: 'Upload Deed' },
  { request: { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 2 } }, text: 'Please upload your two most recent paystubs.', button: 'Upload Paystubs' },
  {
    request: { categoryEnum: 'HARD_CREDIT_INQUIRY_REVIEW', notes: 'Acme Bank pulled your credit on 11/02. Please upload proof that application was cancelled.' },
    text: 'Acme Bank pulled your credit on 11/02. Please upload proof that application was cancelled.',
    button: 'Upload Proof of Cancellation',
  },
  { request: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }, text: 'Please provide the requested documentation to help us proceed with your application.', button: 'Upload Document' },
  {
    request: { categoryEnum: 'ESCALATION_REVIEW', requestDocuments: ['SUPPORT', 'BANK_STATEMENT'], commentsToBorrower: 'Please send your HOA letter and a bank statement.' },
    text: 'Please send your HOA letter and a bank statement.',
    button: 'Upload Documents',
  },
] as const;

test('every condition category shows its text and button; the phone condition is answered and resolves', async ({ page, request, applicant }) => {
  test.setTimeout(120_000);
  const application = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1: '9 Condition Court' }) });
  const agentJwt = await logInAsAdminAgent(request);
  const created: { uuid: string }[] = [];
  for (const { request: body } of CASES) created.push(await createCondition(request, agentJwt, { uuid: application.uuid, ...body }));

  // The agent's request reaches the borrower by email too, with the same words.
  // One message per condition, sent by jobs in any order: wait for one that leads to the conditions pages.
  const toConditions = (link: string) => link.includes(`/account/heloc/${application.uuid}/conditions/`);
  const mail = await waitForMail(request, agentJwt, applicant.email, 'We need something from you to continue your application', (message) =>
    message.links.some(toConditions),
  );
  expect(mail.links.some(toConditions)).toBe(true);

  await logInThroughPage(page, applicant);
  await expect(page.getByTestId('notifications-dot')).toBeVisible();
  await page.goto(`/account/heloc/${application.uuid}/conditions`);
  await expect(page).toHaveTitle(/Your conditions/);
  const waiting = page.getByRole('list', { name: 'Waiting for you' });
  await expect(waiting.getByRole('listitem')).toHaveCount(CASES.length);
  for (const [index, { text, button }] of CASES.entries()) {
    const card = waiting.getByRole('listitem').nth(index);
    await expect(card).toContainText(text);
    await expect(card.getByRole('link', { name: button, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('conditions-desktop.png'), fullPage: true });

  // The phone condition: the link carries the three query values; a bad number gets the spec's message.
  await waiting.getByRole('link', { name: 'Enter Phone Number' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/account/heloc/${application.uuid}/conditions/phone-number\\?conditionUuid=${created[4]!.uuid}&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE_NUMBER$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your phone number' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your mobile phone')).toBeVisible();
  await page.getByLabel('Mobile phone').fill('1415');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Country code 1 is not needed')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mobile phone').fill('4155550188');
  await expect(page.getByLabel('Mobile phone')).toHaveValue('(415) 555-0188');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${application.uuid}/conditions$`));
  await expect(page.getByText('Thank you. We have your phone number.')).toBeVisible();
  await expect(waiting.getByRole('listitem')).toHaveCount(CASES.length - 1);
  await expect(page.getByRole('list', { name: 'Sent or done' })).toContainText('Done');

  const detail = (await getApplicationDetail(request, agentJwt, application.uuid)) as { conditions: { uuid: string; resolvedAt: string | null }[] };
  expect(detail.conditions.find((c) => c.uuid === created[4]!.uuid)?.resolvedAt).not.toBeNull();

  // The ID condition leads to the identity page with the same three values.
  await expect(waiting.getByRole('link', { name: 'Verify ID' })).toHaveAttribute(
    'href',
    `/account/heloc/${application.uuid}/identity?conditionUuid=${created[3]!.uuid}&conditionType=IDENTITY_VERIFICATION&conditionEnum=ID_VERIFICATION_FAILURE`,
  );
});

test('the conditions page on a phone', async ({ page, request, applicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const application = await createApplication(request, applicant.jwt, { state: 'CA', body: makeHappyPathApplicationRequest({ street1: '10 Condition Court' }) });
  const agentJwt = await logInAsAdminAgent(request);
  await createCondition(request, agentJwt, { uuid: application.uuid, categoryEnum: 'MISSING_PHONE_NUMBER' });
  await createCondition(request, agentJwt, { uuid: application.uuid, categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD' });
  await logInThroughPage(page, applicant);
  await page.goto(`/account/heloc/${application.uuid}/conditions`);
  await expect(page.getByRole('list', { name: 'Waiting for you' })).toContainText('Please upload your three most recent paystubs.');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('conditions-mobile.png'), fullPage: true });
  await page.getByRole('link', { name: 'Enter Phone Number' }).click();
  await expect(page.getByLabel('Mobile phone')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('phone-mobile.png'), fullPage: true });
});
