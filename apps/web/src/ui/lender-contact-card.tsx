import { useState } from 'react';
import { Modal } from './modal.tsx';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from './use-media-query.ts';
import { LenderContactDetails, type TLenderContact } from './lender-contact-details.tsx';
import './lender-contact-card.css';

export type { TLenderContact };

const headingFor = (contact: TLenderContact) => (contact.isLoanOfficer ? 'Your loan officer' : 'Questions? We can help');

/**
 * The lender-contact card (spec 02 section 2): a side card from 1024 px; below that a top bar that opens
 * the same details in a modal. The contact comes from `useLenderContact` (src/lib), which makes the call.
 */
export const LenderContactCard = ({ contact }: { contact: TLenderContact }) => {
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
