import { getSupportContact } from '@/lib/support-contact.ts';
import { SupportContactLine } from '@/ui/support-contact-line.tsx';

/** How to reach the lender's support team, in the brand's phone number and e-mail. */
export const SupportNote = () => (
  <p className="status-support">
    <SupportContactLine {...getSupportContact()} lead="Questions? Call us at" />
  </p>
);
