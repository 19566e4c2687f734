import { describe, expect, it } from 'vitest';
import { conditionLink, conditionUploadTypes, documentKindLabel } from './condition-links.ts';

const APP = '0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const UUID = '11111111-2222-4333-8444-555555555555';

describe('condition links (spec 02 section 2)', () => {
  it('an upload condition goes to conditions/upload-document with the three query values', () => {
    expect(conditionLink({ applicationUuid: APP, condition: { uuid: UUID, categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW' } })).toBe(
      `/account/heloc/${APP}/conditions/upload-document?conditionUuid=${UUID}&conditionType=DOCUMENT_UPLOAD&conditionEnum=BANK_ACCOUNT_FRAUD_REVIEW`,
    );
  });

  it('the phone condition goes to conditions/phone-number', () => {
    expect(conditionLink({ applicationUuid: APP, condition: { uuid: UUID, categoryEnum: 'MISSING_PHONE_NUMBER' } })).toBe(
      `/account/heloc/${APP}/conditions/phone-number?conditionUuid=${UUID}&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE_NUMBER`,
    );
  });

  it('the ID condition goes to the identity page', () => {
    expect(conditionLink({ applicationUuid: APP, condition: { uuid: UUID, categoryEnum: 'ID_VERIFICATION_FAILURE' } })).toMatch(
      new RegExp(`^/account/heloc/${APP}/identity\\?conditionUuid=${UUID}&conditionType=IDENTITY_VERIFICATION&conditionEnum=ID_VERIFICATION_FAILURE$`),
    );
  });

  it('an additional signer goes under heloc-signer', () => {
    expect(conditionLink({ applicationUuid: APP, condition: { uuid: UUID, categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }, forSigner: true })).toMatch(
      /^\/account\/heloc\/heloc-signer\/conditions\/upload-document\?/,
    );
    expect(conditionLink({ applicationUuid: APP, condition: { uuid: UUID, categoryEnum: 'ID_VERIFICATION_FAILURE' }, forSigner: true })).toMatch(
      /^\/account\/heloc\/heloc-signer\/conditions\/identity\?/,
    );
  });
});

describe('condition upload types', () => {
  it('uses the requested documents, once each', () => {
    expect(conditionUploadTypes({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', requestDocuments: ['BANK_STATEMENT', 'BANK_LETTER', 'BANK_LETTER'] })).toEqual([
      'BANK_STATEMENT',
      'BANK_LETTER',
    ]);
  });

  it('falls back to the category default', () => {
    expect(conditionUploadTypes({ categoryEnum: 'REVIEW_TRUST_REQUIREMENTS', requestDocuments: [] })).toEqual(['CERTIFICATE_OF_TRUST']);
    expect(conditionUploadTypes({ categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD', requestDocuments: [] })).toEqual(['USER_UPLOADED_PAYSTUB']);
    // A kind nobody can upload as such goes in as a supporting document.
    expect(conditionUploadTypes({ categoryEnum: 'ESCALATION_REVIEW', requestDocuments: ['HOA_LETTER', 'SUPPORT', 'BANK_STATEMENT'] })).toEqual([
      'SUPPORT',
      'BANK_STATEMENT',
    ]);
  });

  it('names document kinds readably', () => {
    expect(documentKindLabel('BANK_LETTER')).toBe('Bank letter');
    expect(documentKindLabel('PROOFOFFLOODINSURANCE')).toBe('Proofoffloodinsurance');
    expect(documentKindLabel('HAZARD_DISCLOSURE')).toBe('Hazard disclosure');
  });
});
