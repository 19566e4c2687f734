import { useState } from 'react';
import { useBrand } from '@/brand/use-brand.ts';
import { useStateSiteRedirect } from '@/lib/use-state-site-redirect.ts';
import { StateSiteModal } from '@/ui/state-site-modal.tsx';
import { HawaiiModal } from '../components/hawaii-modal.tsx';

export const HAWAII = 'HI';

/**
 * The property-state stops of both registration versions: a Hawaii property on a brand that redirects
 * Hawaii to its partner lender (main brand), and the New York modal (flag fe-heloc-figure-ny-modal: a NY
 * property on a non-NY brand, or another state's on the NY brand). `watchedState` is the form's current
 * state so the New York target is known by the time the applicant submits.
 */
export const usePropertyStateGate = (watchedState: string | undefined) => {
  const brand = useBrand();
  const stateSite = useStateSiteRedirect(watchedState?.trim() || null);
  const [open, setOpen] = useState<'hawaii' | 'stateSite' | null>(null);
  const close = () => setOpen(null);

  /** True when the applicant may go on with this state; otherwise the matching modal is now open. */
  const allows = (state: string): boolean => {
    if (state.trim().toUpperCase() === HAWAII && brand.publicFeatureToggles.showHawaiiPartnerRedirect) {
      setOpen('hawaii');
      return false;
    }
    if (stateSite) {
      setOpen('stateSite');
      return false;
    }
    return true;
  };

  const modals = (
    <>
      {open === 'hawaii' ? <HawaiiModal onClose={close} /> : null}
      {stateSite ? (
        <StateSiteModal
          isOpen={open === 'stateSite'}
          onClose={close}
          toNewYork={stateSite.toNewYork}
          siteName={stateSite.companyNameShort}
          registerUrl={stateSite.registerUrl}
        />
      ) : null}
    </>
  );
  return { allows, modals };
};
