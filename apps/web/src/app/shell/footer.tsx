import { getBrand } from '@lintel/brands';
import { getOrgCode } from '@/lib/org.ts';

/**
 * The footer region. The brands work replaces this file with the full brand footer (company address,
 * licence, licensed states, hours, equal-housing logo); until then it names the lender.
 */
export const Footer = () => {
  const brand = getBrand(getOrgCode());
  return (
    <footer className="shell__footer">
      <p>{brand?.companyName ?? 'Lintel'}</p>
    </footer>
  );
};
