// The lender-contact card: mount <LenderContactCard referrer={uuid | null} /> in a page's sidebar slot.
export { LenderContactCard, useLenderContact } from './components/lender-contact-card.tsx';
export { LenderContactDetails } from './components/lender-contact-details.tsx';
export { contactFromBrand, contactFromOriginator, type TLenderContact } from './lender-contact.ts';
