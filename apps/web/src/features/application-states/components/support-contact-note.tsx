import { getSupportContact } from '@/lib/support-contact.ts';
import { SupportContactLine } from '@/ui/support-contact-line.tsx';

/** How to reach the lender's support team: the brand's phone number (spec fallback) and e-mail. */
export const SupportContactNote = () => (
  <section className="state-screen__support" aria-labelledby="support-title">
    <h2 id="support-title" className="state-screen__subheading">
      Need help?
    </h2>
    <p>
      <SupportContactLine {...getSupportContact()} /> Please have your application at hand.
    </p>
  </section>
);
