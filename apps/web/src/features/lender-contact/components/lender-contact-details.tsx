import { formatUsPhone } from '@lintel/domain';
import { buttonClassName } from '@/ui/button.tsx';
import { initialsOf, type TLenderContact } from '../lender-contact.ts';

/** Name, avatar, e-mail, phone, NMLS number, and Call and Email buttons. */
export const LenderContactDetails = ({ contact }: { contact: TLenderContact }) => {
  const phone = formatUsPhone(contact.phoneDigits);
  return (
    <div className="lender-contact">
      <div className="lender-contact__person">
        {contact.avatarUri ? (
          <img className="lender-contact__avatar" src={contact.avatarUri} alt="" width={56} height={56} />
        ) : (
          <span className="lender-contact__avatar lender-contact__avatar--initials" aria-hidden="true">
            {initialsOf(contact.name)}
          </span>
        )}
        <div>
          <p className="lender-contact__name">{contact.name}</p>
          {contact.organisation ? <p className="lender-contact__muted">{contact.organisation}</p> : null}
          <p className="lender-contact__muted">NMLS #{contact.nmls}</p>
        </div>
      </div>
      <dl className="lender-contact__facts">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:+1${contact.phoneDigits}`}>{phone}</a>
        </dd>
      </dl>
      <div className="lender-contact__actions">
        <a className={buttonClassName('primary')} href={`tel:+1${contact.phoneDigits}`} aria-label={`Call ${contact.name}`}>
          Call
        </a>
        <a className={buttonClassName('secondary')} href={`mailto:${contact.email}`} aria-label={`Email ${contact.name}`}>
          Email
        </a>
      </div>
    </div>
  );
};
