import { describe, expect, it } from 'vitest';
import { CONDITION_CATEGORIES } from '../enums/documents.ts';
import { describeCondition, paystubText, type TConditionTextInput } from './condition-texts.ts';

const condition = (categoryEnum: TConditionTextInput['categoryEnum'], extra: Partial<TConditionTextInput> = {}): TConditionTextInput => ({
  categoryEnum,
  requestDocuments: [],
  notes: null,
  commentsToBorrower: null,
  xtraData: {},
  ...extra,
});

describe('condition texts (spec 02 section 9, spec 03 section 8)', () => {
  it('bank statement missing', () => {
    expect(describeCondition(condition('BANK_ACCOUNT_FRAUD_REVIEW'))).toMatchObject({
      description: 'We are missing your bank statement. Please click below to upload.',
      buttonLabel: 'Upload Bank Statement',
      action: 'upload-document',
    });
  });

  it('bank statement with the account digits', () => {
    const text = describeCondition(condition('BANK_ACCOUNT_FRAUD_REVIEW', { xtraData: { accountLast4: '****0000' } }));
    expect(text.description).toBe("Based on the account connected ending with 0000, we weren't able to verify ownership.");
    expect(text.buttonLabel).toBe('Upload Bank Statement');
  });

  it('bank statement ignores account digits that are not digits', () => {
    expect(describeCondition(condition('BANK_ACCOUNT_FRAUD_REVIEW', { xtraData: { accountLast4: 12 } })).description).toBe(
      'We are missing your bank statement. Please click below to upload.',
    );
  });

  it('bank statement with several documents', () => {
    expect(
      describeCondition(condition('BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER'] })).buttonLabel,
    ).toBe('Upload Bank Verification Documentation');
  });

  it('bank statement with a single bank letter', () => {
    expect(describeCondition(condition('BANK_ACCOUNT_FRAUD_REVIEW', { requestDocuments: ['BANK_LETTER'] })).buttonLabel).toBe(
      'Upload Bank Letter',
    );
  });

  it('ID verification failure leads to the identity page', () => {
    expect(describeCondition(condition('ID_VERIFICATION_FAILURE'))).toMatchObject({
      description: 'We are having issues verifying your identity. Please click below to try again.',
      buttonLabel: 'Verify ID',
      action: 'identity',
    });
  });

  it('missing phone number leads to the phone page', () => {
    expect(describeCondition(condition('MISSING_PHONE_NUMBER'))).toMatchObject({
      description: 'We are missing your phone number. Please click below to enter.',
      buttonLabel: 'Enter Phone Number',
      action: 'phone-number',
    });
  });

  it('trust certificate asks for the certificate of trust', () => {
    const text = describeCondition(condition('REVIEW_TRUST_REQUIREMENTS'));
    expect(text.description).toMatch(/certificate of trust/i);
    expect(text.buttonLabel).toBe('Upload Certificate of Trust');
  });

  it('property legal description names the latest mortgage, deed of trust or deed', () => {
    expect(describeCondition(condition('PROPERTY_LEGAL_DESCRIPTION')).description).toMatch(/latest mortgage.*deed of trust or deed/);
  });

  it('identity document fraud asks for the ID and a matching name', () => {
    const { description } = describeCondition(condition('IDENTITY_DOCUMENT_FRAUD_REVIEW'));
    expect(description).toMatch(/image of your ID/);
    expect(description).toMatch(/must match the name on your application and on the property title/);
  });

  it('property ownership asks for the deed or name-change documents', () => {
    expect(describeCondition(condition('PROPERTY_OWNERSHIP_FRAUD_REVIEW')).description).toMatch(/deed or your name-change documents/);
  });

  it('false ownership type asks for the most recent deed', () => {
    expect(describeCondition(condition('FALSE_OWNERSHIP_TYPE_REVIEW')).description).toMatch(/most recent deed/);
  });

  it.each([
    [undefined, 'Please upload your three most recent paystubs.', 'Upload Paystubs'],
    [2, 'Please upload your two most recent paystubs.', 'Upload Paystubs'],
    [1, 'Please upload your most recent paystub.', 'Upload Paystub'],
    [12, 'Please upload your 12 most recent paystubs.', 'Upload Paystubs'],
  ])('paystubs with numDocsRequired %s', (numDocsRequired, description, buttonLabel) => {
    const xtraData = numDocsRequired === undefined ? {} : { numDocsRequired };
    expect(describeCondition(condition('HELOC_MANUAL_PAYSTUB_UPLOAD', { xtraData }))).toMatchObject({ description, buttonLabel });
  });

  it('a nonsense paystub count falls back to three', () => {
    expect(paystubText(0)).toBe('Please upload your three most recent paystubs.');
    expect(paystubText(2.5)).toBe('Please upload your three most recent paystubs.');
  });

  it('hard credit inquiry takes its description from the notes', () => {
    const notes = 'Inquiry by Acme Bank on 10/02/2026: please upload proof of cancellation.';
    expect(describeCondition(condition('HARD_CREDIT_INQUIRY_REVIEW', { notes }))).toMatchObject({
      description: notes,
      buttonLabel: 'Upload Proof of Cancellation',
    });
    expect(describeCondition(condition('HARD_CREDIT_INQUIRY_REVIEW')).description).toMatch(/proof that the other application was cancelled/);
  });

  it.each(['GENERIC_DOCUMENT_REQUEST', 'ESCALATION_REVIEW'] as const)('%s uses the generic request', (category) => {
    expect(describeCondition(condition(category)).description).toBe(
      'Please provide the requested documentation to help us proceed with your application.',
    );
  });

  it('a comment to the borrower overrides every description', () => {
    for (const category of CONDITION_CATEGORIES) {
      expect(describeCondition(condition(category, { commentsToBorrower: '  Send the 2025 statement.  ' })).description).toBe(
        'Send the 2025 statement.',
      );
    }
  });

  it('an empty comment does not override', () => {
    expect(describeCondition(condition('MISSING_PHONE_NUMBER', { commentsToBorrower: '   ' })).description).toBe(
      'We are missing your phone number. Please click below to enter.',
    );
  });

  it('several requested documents make any upload button "Upload Documents"', () => {
    const requestDocuments = ['SUPPORT', 'CERTIFICATE_OF_TRUST'];
    for (const category of CONDITION_CATEGORIES.filter((c) => c !== 'BANK_ACCOUNT_FRAUD_REVIEW')) {
      const text = describeCondition(condition(category, { requestDocuments }));
      expect(text.buttonLabel).toBe(text.action === 'upload-document' ? 'Upload Documents' : describeCondition(condition(category)).buttonLabel);
    }
  });

  it('every category has a title, a description and a button', () => {
    for (const category of CONDITION_CATEGORIES) {
      const text = describeCondition(condition(category));
      expect(text.title.length).toBeGreaterThan(0);
      expect(text.description.length).toBeGreaterThan(0);
      expect(text.buttonLabel.length).toBeGreaterThan(0);
    }
  });
});
