import { useSyncExternalStore } from 'react';
import { isPrescreenDirectMail, LINK_PREFILL_MESSAGES, type TRegisterUtmDetails } from '@lintel/domain';

const noSubscription = () => () => undefined;

/**
 * Above the registration form: the prescreened direct-mail welcome (spec 01 section 4) and what became of a link's
 * offer code when it could not be used (decision 089). The status region is always there, so a message arriving
 * after the lookup is announced. The welcome follows utm_* parameters, with which the server still sends the
 * prerendered page (decision 045): it appears once the page is live, so hydration sees the page as prerendered.
 */
export const LinkNotices = ({ notice, utm }: { notice: string | null; utm: TRegisterUtmDetails }) => {
  const live = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <>
      {live && isPrescreenDirectMail(utm) ? <p>{LINK_PREFILL_MESSAGES.prescreenWelcome}</p> : null}
      <div role="status">
        {notice ? (
          <div className="reg-warning">
            <p>{notice}</p>
          </div>
        ) : null}
      </div>
    </>
  );
};
