import { findNotOfferedInState } from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';

export const WAITLIST_CONTINUATION = 'You can still finish and join our waitlist; we will tell you when we lend there.';

/**
 * Said as soon as the property's state is known (issue 10 item 18): a brand that does not lend there ends
 * the flow on the waitlist (spec 01 section 4), so the applicant learns it here, not after a password.
 */
export const StateNotOfferedNotice = ({ state }: { state: string | undefined }) => {
  const brand = useBrand();
  const message = state ? findNotOfferedInState({ state, lendingStates: brand.licensedStates }) : null;
  if (!message) return null;
  return (
    <div className="reg-warning" role="status">
      <p>
        {message} {WAITLIST_CONTINUATION}
      </p>
    </div>
  );
};
