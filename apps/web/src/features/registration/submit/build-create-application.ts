import type { TCreateApplicationBody } from '@lintel/contract';
import { toWireEmploymentType, type TRegisterData } from '@lintel/domain';

const addressOf = ({ street1, street2, city, state, zip }: TRegisterData['homeAddress']) => ({
  street1: street1.trim(),
  street2: street2.trim() || null,
  city: city.trim(),
  state: state.trim().toUpperCase(),
  zip: zip.trim(),
});

/**
 * The create-application body of spec 01 section 7 from the register data. The home address is the
 * property's own when the property is the primary home; the employment type goes out mapped by
 * toWireEmploymentType (spec 01 section 3 "Employment type as sent").
 */
export const buildCreateApplicationRequest = (
  data: TRegisterData,
  consentTypes: ReadonlyArray<{ type: string; version: string }>,
): TCreateApplicationBody => {
  const property = data.propertyAddress;
  if (property.occupancyType === 'INIT') throw new Error('occupancy type is not chosen');
  const propertyAddress = addressOf(property);
  const homeAddress = property.occupancyType === 'HOME' ? propertyAddress : addressOf(data.homeAddress);
  const utm = data.utmDetails;
  return {
    income: {
      incomePrimary: data.income.income ?? 0,
      incomeOther: data.income.otherIncome,
      incomeCoDeeders: null,
    },
    profileRequest: {
      name: {
        firstName: data.name.firstName.trim(),
        middleName: data.name.middleName.trim() || null,
        lastName: data.name.lastName.trim(),
        suffix: data.name.suffix || null,
      },
      email: data.email.trim(),
      // The birthdate step's "yyyy-MM-dd": the server keeps it on the profile when it has none (decision 090).
      dob: data.dob.trim() || null,
      homeAddress,
      assetAddress: propertyAddress,
    },
    propertyListedForSale: data.isListedForSale,
    propertyRequest: { ...propertyAddress, type: property.occupancyType },
    publish: true,
    utmParameters: Object.keys(utm).length
      ? {
          campaign: utm.campaign,
          medium: utm.medium,
          source: utm.source,
          term: utm.term,
          content: utm.content,
          id: utm.id,
        }
      : null,
    employmentType: toWireEmploymentType(data.income.employmentType),
    // The versions the applicant agreed to: the documents in force when the boxes were ticked.
    consentRequests: consentTypes.filter(
      ({ type }) =>
        (type === 'TERMS_PRIVACY' && data.termPrivacyConsent) ||
        (type === 'E_COMMUNICATIONS' && data.communicationConsent),
    ),
    // A prescreened direct-mail code from the link, checked again by the server (decision 089).
    offerCode: data.offerCode,
    referrerId: data.referralDetails?.referrerId ?? null,
    referralId: data.referralDetails?.referralId ?? null,
  };
};
