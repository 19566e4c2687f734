// Issue 16 "Done when": an agent creates a condition of each category through the agent API; the borrower sees
// the dot, the exact text and the button; uploads (several files, the types asked for, progress per file,
// remove before sending) or enters what is asked; the agent sees the documents and resolves; the dot goes.
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../fixtures/test.ts';
import {
  createApplication,
  createCondition,
  getApplicationDetail,
  logInAsAdminAgent,
  resolveCondition,
} from '../fixtures/api.ts';
import { makeHappyPathApplicationRequest } from '../fixtures/application.ts';
import { logInThroughPage } from '../support/pages.ts';

const png = (fill: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR', 'latin1'),
    Buffer.alloc(2048, fill),
  ]);
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256, 0)]);

/** The upload categories, each with the words the borrower must read and the button offered. */
const UPLOADS = [
  {
    request: { categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountLast4: '4321' } },
    text: "Based on the account connected ending with 4321, we weren't able to verify ownership.",
    button: 'Upload Bank Statement',
  },
  {
    request: { categoryEnum: 'REVIEW_TRUST_REQUIREMENTS' },
    text: 'Please upload the certificate of trust.',
    button: 'Upload Certificate of Trust',
  },
  {
    request: { categoryEnum: 'PROPERTY_LEGAL_DESCRIPTION' },
    text: 'latest mortgage statement, deed of trust or deed',
    button: 'Upload Document',
  },
  {
    request: { categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW' },
    text: 'must match the name on your application and on the property title',
    button: 'Upload ID',
  },
  {
    request: { categoryEnum: 'PROPERTY_OWNERSHIP_FRAUD_REVIEW' },
    text: 'deed or your name-change documents',
    button: 'Upload Document',
  },
  {
    request: { categoryEnum: 'FALSE_OWNERSHIP_TYPE_REVIEW' },
    text: 'Please upload your most recent deed.',
    button: 'Upload Deed',
  },
  {
    request: { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', xtraData: { numDocsRequired: 1 } },
    text: 'Please upload your most recent paystub.',
    button: 'Upload Paystub',
  },
  {
    request: {
      categoryEnum: 'HARD_CREDIT_INQUIRY_REVIEW',
      notes: 'Acme Bank pulled your credit on 11/02. Please upload proof that application was cancelled.',
    },
    text: 'Acme Bank pulled your credit on 11/02. Please upload proof that application was cancelled.',
    button: 'Upload Proof of Cancellation',
  },
  {
    request: { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' },
    text: 'Please provide the requested documentation to help us proceed with your application.',
    button: 'Upload Document',
  },
] as const;

/** Sent last, so that it is the newest: several documents of two kinds, one of them unknown to the documents module. */
const ESCALATION = {
  request: {
    categoryEnum: 'ESCALATION_REVIEW',
    requestDocuments: ['HOA_LETTER', 'BANK_STATEMENT'],
    commentsToBorrower: 'Please send your HOA letter and a bank statement.',
  },
  text: 'Please send your HOA letter and a bank statement.',
  button: 'Upload Documents',
} as const;

const pickFiles = (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) =>
  page.getByLabel('Choose files').setInputFiles(files);

test('each category: the borrower answers, the agent sees the documents and resolves, the dot goes', async ({
  page,
  request,
  applicant,
}) => {
  test.setTimeout(180_000);
  const application = await createApplication(request, applicant.jwt, {
    state: 'CA',
    body: makeHappyPathApplicationRequest({ street1: '11 Upload Lane' }),
  });
  const agentJwt = await logInAsAdminAgent(request);
  const created = new Map<string, string>();
  for (const { request: body } of UPLOADS)
    created.set(
      body.categoryEnum,
      (await createCondition(request, agentJwt, { uuid: application.uuid, ...body })).uuid,
    );
  const phone = await createCondition(request, agentJwt, {
    uuid: application.uuid,
    categoryEnum: 'MISSING_PHONE_NUMBER',
  });
  const id = await createCondition(request, agentJwt, {
    uuid: application.uuid,
    categoryEnum: 'ID_VERIFICATION_FAILURE',
  });
  const escalation = await createCondition(request, agentJwt, {
    uuid: application.uuid,
    ...ESCALATION.request,
  });
  const total = UPLOADS.length + 3;

  await logInThroughPage(page, applicant);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(`Notifications, ${total} unread`);
  await expect(page.getByTestId('notifications-dot')).toBeVisible();

  // The newest request is on top of the panel with its exact words; its button leads to the upload page.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const newest = panel.getByRole('listitem').first();
  await expect(newest).toContainText(ESCALATION.text);
  await newest.getByRole('link', { name: ESCALATION.button, exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `/account/heloc/${application.uuid}/conditions/upload-document\\?conditionUuid=${escalation.uuid}&conditionType=DOCUMENT_UPLOAD&conditionEnum=ESCALATION_REVIEW$`,
    ),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Upload documents' })).toBeVisible();
  await expect(page.getByText(ESCALATION.text)).toBeVisible();

  // Sending nothing is refused; an 11 MB file is never added; a file can be removed before sending.
  await page.getByRole('button', { name: 'Send documents' }).click();
  await expect(page.getByText('Please choose a file to upload.')).toBeVisible();
  await pickFiles(page, [
    { name: 'hoa-letter.pdf', mimeType: 'application/pdf', buffer: pdf() },
    { name: 'statement.png', mimeType: 'image/png', buffer: png(1) },
    { name: 'holiday.png', mimeType: 'image/png', buffer: png(2) },
    {
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    },
  ]);
  await expect(
    page.getByText('huge.pdf is larger than 10 MB. Please upload a file of at most 10 MB.'),
  ).toBeVisible();
  const files = page.getByRole('list', { name: 'Files to send' }).getByRole('listitem');
  await expect(files).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove holiday.png' }).click();
  await expect(files).toHaveCount(2);
  // The kinds this condition asks for; the HOA letter goes in as a supporting document.
  await expect(page.getByLabel('Document type for hoa-letter.pdf').getByRole('option')).toHaveText([
    'Supporting document',
    'Bank statement',
  ]);
  await page.getByLabel('Document type for statement.png').selectOption({ label: 'Bank statement' });
  // A file that is not what its name says: the server names it, the rest stays sent; remove it and send again.
  await pickFiles(page, [{ name: 'program.png', mimeType: 'image/png', buffer: elf() }]);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('upload-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Send documents' }).click();
  await expect(
    page.getByText('program.png is not a PDF, JPEG, PNG or HEIC file. Please upload one of those.'),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Upload progress of statement.png' })).toHaveAttribute(
    'value',
    '1',
  );
  await expect(files.filter({ hasText: 'statement.png' })).toContainText('Sent');
  await page.getByRole('button', { name: 'Remove program.png' }).click();
  await page.getByRole('button', { name: 'Send documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${application.uuid}/conditions$`));
  await expect(page.getByText('Thank you. We have your documents and will review them.')).toBeVisible();

  // Every other upload category from the conditions page: one file each.
  const waiting = page.getByRole('list', { name: 'Waiting for you' });
  for (const [index, { request: body, text, button }] of UPLOADS.entries()) {
    const card = waiting.getByRole('listitem').filter({ hasText: text });
    await expect(card).toHaveCount(1);
    await card.getByRole('link', { name: button, exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `conditionUuid=${created.get(body.categoryEnum)}&conditionType=DOCUMENT_UPLOAD&conditionEnum=${body.categoryEnum}$`,
      ),
    );
    await pickFiles(page, [
      { name: `${body.categoryEnum.toLowerCase()}.png`, mimeType: 'image/png', buffer: png(index) },
    ]);
    await page.getByRole('button', { name: 'Send documents' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${application.uuid}/conditions$`));
  }

  // The phone number is entered rather than uploaded.
  await waiting.getByRole('link', { name: 'Enter Phone Number' }).click();
  await page.getByLabel('Mobile phone').fill('4155550142');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${application.uuid}/conditions$`));
  // Only the ID is left for the borrower; the uploads wait for review.
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting).toContainText(
    'We are having issues verifying your identity. Please click below to try again.',
  );
  await expect(
    page.getByRole('list', { name: 'Sent or done' }).getByText('We are reviewing what you sent'),
  ).toHaveCount(UPLOADS.length + 1);

  // The agent sees each document against its condition, and resolves everything.
  const detail = (await getApplicationDetail(request, agentJwt, application.uuid)) as {
    documents: { name: string; type: string; conditionUuid: string | null }[];
    conditions: { uuid: string; submittedAt: string | null }[];
  };
  expect(
    detail.documents
      .filter((d) => d.conditionUuid === escalation.uuid)
      .map((d) => [d.name, d.type])
      .sort(),
  ).toEqual([
    ['hoa-letter.pdf', 'SUPPORT'],
    ['statement.png', 'BANK_STATEMENT'],
  ]);
  for (const [category, conditionUuid] of created) {
    expect(detail.documents.filter((d) => d.conditionUuid === conditionUuid).map((d) => d.name)).toEqual([
      `${category.toLowerCase()}.png`,
    ]);
    expect(detail.conditions.find((c) => c.uuid === conditionUuid)?.submittedAt).not.toBeNull();
  }
  for (const conditionUuid of [...created.values(), escalation.uuid, id.uuid]) {
    await resolveCondition(request, agentJwt, { uuid: application.uuid, conditionUuid });
  }
  expect(phone.uuid).toBeTruthy();

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notifications-dot')).toHaveCount(0);
  await expect(page.getByText('Nothing is waiting for you right now.')).toBeVisible();
});

test('the upload page on a phone', async ({ page, request, applicant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const application = await createApplication(request, applicant.jwt, {
    state: 'CA',
    body: makeHappyPathApplicationRequest({ street1: '12 Upload Lane' }),
  });
  const agentJwt = await logInAsAdminAgent(request);
  const condition = await createCondition(request, agentJwt, {
    uuid: application.uuid,
    categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
    requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER'],
  });
  await logInThroughPage(page, applicant);
  await page.goto(
    `/account/heloc/${application.uuid}/conditions/upload-document?conditionUuid=${condition.uuid}&conditionType=DOCUMENT_UPLOAD&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
  );
  await expect(
    page.getByText('We are missing your bank statement. Please click below to upload.'),
  ).toBeVisible();
  await pickFiles(page, [
    {
      name: 'statement-with-a-rather-long-file-name-from-the-bank.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(),
    },
    { name: 'letter.png', mimeType: 'image/png', buffer: png(3) },
  ]);
  await page.getByLabel('Document type for letter.png').selectOption({ label: 'Bank letter' });
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('upload-mobile.png'), fullPage: true });

  // A link with only the category finds the open request of that kind.
  await page.goto(
    `/account/heloc/${application.uuid}/conditions/upload-document?conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
  );
  await expect(
    page.getByText('We are missing your bank statement. Please click below to upload.'),
  ).toBeVisible();

  // Without a request named, none is offered.
  await page.goto(`/account/heloc/${application.uuid}/conditions/upload-document`);
  await expect(page.getByText('There is no open request for documents here.')).toBeVisible();
});
