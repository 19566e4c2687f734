import { Modal } from './modal.tsx';
import { buttonClassName } from './button.tsx';

export type TStateSiteModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** True when the property is in New York and this site is not the New York brand; false for the reverse. */
  toNewYork: boolean;
  /** The other site's short company name, e.g. "Lintel New York". */
  siteName: string;
  /** That site's /account/heloc/register address. */
  registerUrl: string;
};

/**
 * The New York modal (spec 02 section 2): tells the applicant to use the New York site (property in NY,
 * site not the NY brand) or the non-NY site (the reverse), with a button to the register page there.
 * Use with useStateSiteRedirect from @/lib/use-state-site-redirect.ts, which applies the flag.
 */
export const StateSiteModal = ({ isOpen, onClose, toNewYork, siteName, registerUrl }: TStateSiteModalProps) => (
  <Modal
    title={toNewYork ? 'Please use our New York site' : 'Please use our main site'}
    isOpen={isOpen}
    onClose={onClose}
    actions={
      <>
        <button type="button" className={buttonClassName('secondary')} onClick={onClose}>
          Stay here
        </button>
        <a className={buttonClassName('primary')} href={registerUrl}>
          {toNewYork ? 'Go to the New York site' : `Go to the ${siteName} site`}
        </a>
      </>
    }
  >
    {toNewYork ? (
      <p>
        Homes in New York are served by {siteName}, our New York lender. Please start your application on the New York site;
        it takes the same few minutes.
      </p>
    ) : (
      <p>
        This site serves homes in New York only. For a home in another state, please start your application on the {siteName}{' '}
        site.
      </p>
    )}
  </Modal>
);
