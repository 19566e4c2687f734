import { useState } from 'react';
import { Modal } from './modal.tsx';
import { useMediaQueryOnceKnown, WIDE_LAYOUT_QUERY } from './use-media-query.ts';
import { LenderContactDetails, type TLenderContact } from './lender-contact-details.tsx';
import './lender-contact-card.css';

export type { TLenderContact };

const headingFor = (contact: TLenderContact) => (contact.isLoanOfficer ? 'Your loan officer' : 'Questions? We can help');

/**
 * The lender-contact card (spec 02 section 2): a side card from 1024 px; below that a top bar that opens
 * the same details in a modal. The contact comes from `useLenderContact` (src/lib), which makes the call.
 * A prerendered page (decision 045) cannot know the screen's width: it carries both forms, the stylesheet
 * shows the one that fits, and once the page is live only that one stays.
 */
export const LenderContactCard = ({ contact }: { contact: TLenderContact }) => {
  const wide = useMediaQueryOnceKnown(WIDE_LAYOUT_QUERY);
  return (
    <>
      {wide !== false ? <SideCard contact={contact} className={wide === null ? 'lender-contact--wide-only' : undefined} /> : null}
      {wide !== true ? <TopBar contact={contact} className={wide === null ? 'lender-contact--narrow-only' : undefined} /> : null}
    </>
  );
};

type TFormProps = { contact: TLenderContact; className?: string | undefined };

const SideCard = ({ contact, className }: TFormProps) => {
  const heading = headingFor(contact);
  return (
    <aside className={className ? `lender-contact-card ${className}` : 'lender-contact-card'} aria-label={heading}>
      <h2 className="lender-contact-card__title">{heading}</h2>
      <LenderContactDetails contact={contact} />
    </aside>
  );
};

const TopBar = ({ contact, className }: TFormProps) => {
  const [open, setOpen] = useState(false);
  const heading = headingFor(contact);
  return (
    <div className={className ? `lender-contact-bar ${className}` : 'lender-contact-bar'}>
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
