import { getBrand } from '@lintel/brands';
import { getOrgCode } from './org.ts';

/** Spec 03 section 9: the support phone shown when the brand has none. */
export const FALLBACK_SUPPORT_PHONE = '888-819-6388';

const dashed = (digits: string) =>
  /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

export interface TSupportContact {
  phone: string;
  email: string | undefined;
}

/** The current brand's support phone (dashed) and e-mail, with the spec's phone fallback. */
export const getSupportContact = (): TSupportContact => {
  const brand = getBrand(getOrgCode());
  const number = brand?.supportPhoneNumber?.number;
  return { phone: number ? dashed(number) : FALLBACK_SUPPORT_PHONE, email: brand?.supportEmail || undefined };
};
