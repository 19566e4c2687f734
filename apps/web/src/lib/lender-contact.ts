import type { TLoanOriginator } from '@lintel/contract';
import type { TBrand } from '@lintel/domain';
import { toPhoneDigits } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import type { TLenderContact } from '@/ui/lender-contact-card.tsx';
import { getOrgCode } from './org.ts';
import { useLoanOriginator } from './loan-originator.ts';

export const contactFromOriginator = (originator: TLoanOriginator, brand: Pick<TBrand, 'companyName'>): TLenderContact => {
  const info = originator.originatorDisplayInfo;
  return {
    name: info.originatorName || `${originator.userInfo.firstName} ${originator.userInfo.lastName}`.trim(),
    organisation: info.brokerName ?? brand.companyName,
    avatarUri: info.avatarUri && /^https?:\/\//.test(info.avatarUri) ? info.avatarUri : null,
    email: info.email,
    phoneDigits: toPhoneDigits(info.phoneNumber),
    nmls: info.nmls || originator.userInfo.nmls,
    isLoanOfficer: true,
  };
};

/** Without a known referrer the card shows the brand's own support contact. */
export const contactFromBrand = (brand: Pick<TBrand, 'companyName' | 'companyNameShort' | 'supportEmail' | 'supportPhoneNumber' | 'nmlsNumber'>): TLenderContact => ({
  name: `${brand.companyNameShort} support team`,
  organisation: brand.companyName,
  avatarUri: null,
  email: brand.supportEmail,
  phoneDigits: toPhoneDigits(brand.supportPhoneNumber.number),
  nmls: brand.nmlsNumber,
  isLoanOfficer: false,
});

/**
 * The contact for this visitor, for <LenderContactCard>: the referring loan officer (uuid from ?referrer=
 * or the application's referrer) when known and found, else the brand's support.
 */
export const useLenderContact = (referrer: string | null): TLenderContact => {
  const brand = useBrand();
  const { data } = useLoanOriginator(referrer, getOrgCode());
  return data ? contactFromOriginator(data, brand) : contactFromBrand(brand);
};
