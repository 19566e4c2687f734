import type { TLoanOriginator } from '@lintel/contract';
import type { TBrand } from '@lintel/domain';
import { toPhoneDigits } from '@lintel/domain';

/** What the lender-contact card shows (spec 02 section 2). */
export type TLenderContact = {
  name: string;
  /** The broker or company under the name. */
  organisation: string | null;
  avatarUri: string | null;
  email: string;
  /** Ten digits, for tel: links; shown formatted. */
  phoneDigits: string;
  nmls: string;
  isLoanOfficer: boolean;
};

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

/** "Dana Whitfield" -> "DW", for the avatar when there is no picture. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
