import type { TBrand } from '@lintel/domain';

/** Spec 02 section 3: lenderImageKey EHL shows the Equal Housing Lender mark, EOL the Equal Opportunity Lender mark. */
export const LENDER_MARK_NAMES = { EHL: 'Equal Housing Lender', EOL: 'Equal Opportunity Lender' } as const;

const HouseWithEquals = () => (
  <>
    <path d="M24 4L4 19h5v19h30V19h5z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
    <rect x="15" y="21" width="18" height="4" fill="currentColor" />
    <rect x="15" y="29" width="18" height="4" fill="currentColor" />
  </>
);

/** The equal-housing or equal-opportunity mark for the brand's lenderImageKey; nothing for another key. */
export const LenderMark = ({ lenderImageKey }: { lenderImageKey: TBrand['lenderImageKey'] }) => {
  if (lenderImageKey !== 'EHL' && lenderImageKey !== 'EOL') return null;
  const name = LENDER_MARK_NAMES[lenderImageKey];
  const [first, second] = lenderImageKey === 'EHL' ? ['EQUAL HOUSING', 'LENDER'] : ['EQUAL OPPORTUNITY', 'LENDER'];
  return (
    <svg className="footer__mark" viewBox="0 0 200 44" role="img" aria-label={name}>
      <title>{name}</title>
      <HouseWithEquals />
      <text x="54" y="20" fontSize="12.5" fontWeight="700" fill="currentColor" fontFamily="Arial, Helvetica, sans-serif">
        {first}
      </text>
      <text x="54" y="36" fontSize="12.5" fontWeight="700" fill="currentColor" fontFamily="Arial, Helvetica, sans-serif">
        {second}
      </text>
    </svg>
  );
};

/** The credit-union insurance mark, shown when the brand's showNcuaLogo toggle is on. */
export const NcuaMark = () => (
  <svg className="footer__mark" viewBox="0 0 200 44" role="img" aria-label="Federally insured by NCUA">
    <title>Federally insured by NCUA</title>
    <rect x="2" y="2" width="44" height="40" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
    <text x="24" y="28" fontSize="12" fontWeight="700" fill="currentColor" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif">
      NCUA
    </text>
    <text x="54" y="20" fontSize="12.5" fontWeight="700" fill="currentColor" fontFamily="Arial, Helvetica, sans-serif">
      FEDERALLY INSURED
    </text>
    <text x="54" y="36" fontSize="12.5" fontWeight="700" fill="currentColor" fontFamily="Arial, Helvetica, sans-serif">
      BY NCUA
    </text>
  </svg>
);
