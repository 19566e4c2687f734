import { useState } from 'react';
import { useBrand } from '@/brand/use-brand.ts';
import { getOrgCode } from '@/lib/org.ts';
import { Modal } from '@/ui/modal.tsx';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@/ui/use-media-query.ts';
import { useLoanOriginator } from '../api/get-loan-originator.ts';
import { contactFromBrand, contactFromOriginator, type TLenderContact } from '../lender-contact.ts';
import { LenderContactDetails } from './lender-contact-details.tsx';
import '../lender-contact.css';

const headingFor = (contact: TLenderContact) => (contact.isLoanOfficer ? 'Your loan officer' : 'Questions? We can help');

/** The contact for this visitor: the referring loan officer when known and found, else the brand's support. */
export const useLenderContact = (referrer: string | null): TLenderContact => {
  const brand = useBrand();
  const { data } = useLoanOriginator(referrer, getOrgCode());
  return data ? contactFromOriginator(data, brand) : contactFromBrand(brand);
};

/**
 * The lender-contact card (spec 02 section 2): a side card from 1024 px; below that a top bar that opens
 * the same details in a modal. `referrer` is the loan originator's uuid (?referrer=) when known.
 */
export const LenderContactCard = ({ referrer }: { referrer: string | null }) => {
  const contact = useLenderContact(referrer);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const [open, setOpen] = useState(false);
  const heading = headingFor(contact);

  if (wide) {
    return (
      <aside className="lender-contact-card" aria-label={heading}>
        <h2 className="lender-contact-card__title">{heading}</h2>
        <LenderContactDetails contact={contact} />
      </aside>
    );
  }
  return (
    <div className="lender-contact-bar">
      <span className="lender-contact-bar__text">
        {heading}: <strong>{contact.name}</strong>
      </span>
      <button type="button" className="button button--secondary lender-contact-bar__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Contact
      </button>
      <Modal title={heading} isOpen={open} onClose={() => setOpen(false)}>
        <LenderContactDetails contact={contact} />
      </Modal>
    </div>
  );
};
