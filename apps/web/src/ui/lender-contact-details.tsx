import { formatUsPhone } from '@lintel/domain';
import { BreakableEmail } from './breakable-email.tsx';
import { buttonClassName } from './button.tsx';
import './visually-hidden.css';

/** What the lender-contact card shows (spec 02 section 2). */
export type TLenderContact = {
  name: string;
  /** The broker or company under the name. */
  organisation: string | null;
  avatarUri: string | null;
  email: string;
  /** Ten digits, for tel: links; shown formatted. */
  phoneDigits: string;
  nmls: string;
  isLoanOfficer: boolean;
};

/** "Dana Whitfield" -> "DW", for the avatar when there is no picture. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

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
          {/* The label is the address itself: some name computations read the <wbr> breaks as spaces. */}
          <a href={`mailto:${contact.email}`} aria-label={contact.email}>
            <BreakableEmail email={contact.email} />
          </a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:+1${contact.phoneDigits}`}>{phone}</a>
        </dd>
      </dl>
      <div className="lender-contact__actions">
        {/* The name is part of the link's text, not an aria-label: a label would also name the card after a
            form's "Email" field for anyone finding fields by label. */}
        <a className={buttonClassName('primary')} href={`tel:+1${contact.phoneDigits}`}>
          Call<span className="visually-hidden"> {contact.name}</span>
        </a>
        <a className={buttonClassName('secondary')} href={`mailto:${contact.email}`}>
          Email<span className="visually-hidden"> {contact.name}</span>
        </a>
      </div>
    </div>
  );
};
