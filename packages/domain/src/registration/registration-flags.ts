/**
 * Registration's flags of spec 01 section 9 whose effect lives in the domain: the New York consumer-report
 * notice (fe-heloc-ny-fcra) and the transactional SMS consent (fe-heloc-sms-transactional-consent).
 */
export const NY_FCRA_FLAG = 'fe-heloc-ny-fcra';
export const SMS_TRANSACTIONAL_CONSENT_FLAG = 'fe-heloc-sms-transactional-consent';

/**
 * New York General Business Law section 380-c(b): an applicant must be told that a consumer report may be
 * requested, and that on request they will be told whether one was and by which agency.
 */
export const NY_FCRA_NOTICE =
  'New York residents: a consumer report (credit report) may be requested in connection with this application or in connection with updates, renewals or extensions of any credit granted as a result of this application. Upon request, you will be informed whether or not a consumer report was requested and, if so, of the name and address of the consumer reporting agency that furnished the report.';

/** The notice shows while the flag is on and the property is in New York. */
export const showsNyFcraNotice = (options: {
  flagOn: boolean;
  propertyState: string | null | undefined;
}): boolean => options.flagOn && options.propertyState?.trim().toUpperCase() === 'NY';

/** The SMS consents registration asks for and records: the transactional one only while its flag is on. */
export const registrationSmsConsentTypes = (transactionalFlagOn: boolean): ('SMS' | 'SMS_TRANSACTIONAL')[] =>
  transactionalFlagOn ? ['SMS', 'SMS_TRANSACTIONAL'] : ['SMS'];
