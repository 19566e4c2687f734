import { useBrand } from '@/brand/use-brand.ts';
import { Button, buttonClassName } from '@/ui/button.tsx';
import { RegistrationModal } from './registration-modal.tsx';

/** Main brand only: the product does not lend in Hawaii, and a partner lender does. */
export const HawaiiModal = ({ onClose }: { onClose: () => void }) => {
  const brand = useBrand();
  return (
    <RegistrationModal
      title="We don't lend in Hawaii yet"
      role="dialog"
      onClose={onClose}
      actions={
        <>
          {brand.hawaiiPartnerUrl ? (
            <a className={buttonClassName('primary')} href={brand.hawaiiPartnerUrl} rel="noopener">
              Visit our partner lender
            </a>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Change address
          </Button>
        </>
      }
    >
      <p>
        {brand.companyNameShort} does not offer home equity lines of credit for properties in Hawaii. Our
        partner lender does, and you can apply with them instead.
      </p>
    </RegistrationModal>
  );
};
