import { useState } from 'react';
import { Link } from 'react-router';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { ADDITIONAL_SIGNER_CONDITIONS_FLAG, canFetchConditions, NO_NOTIFICATIONS_TEXT, selectShownNotifications } from '@lintel/domain';
import { useFlag } from '@/lib/feature-flags.ts';
import { isAdditionalSignerToken } from '@/lib/token-identity.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { Button } from '@/ui/button.tsx';
import { useConditions } from '@/lib/reads/conditions.ts';
import { useMarkConditionsRead } from '../api/mark-conditions-read.ts';
import { useNotificationApplication } from '../use-notification-application.ts';
import { NotificationItem } from './notification-item.tsx';
import '../notifications.css';

const BellIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="bell__icon">
    <path
      d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The bell in the top bar (spec 02 section 4): signed-in applicants only, a dot while any condition is
 * unread, a panel with the latest three (View All / View Less beyond three). What the panel showed is
 * marked read on the server when it closes, so the dots stay while the reader looks and go afterwards.
 */
export const NotificationsBell = () => {
  const authenticated = useIsAuthenticated();
  const additionalSignerFlagOn = useFlag(ADDITIONAL_SIGNER_CONDITIONS_FLAG);
  const isAdditionalSigner = authenticated && isAdditionalSignerToken();
  // A co-owner's bell asks nothing at all while the flag is off (spec 02 section 4).
  const applicationUuid = useNotificationApplication(authenticated && (!isAdditionalSigner || additionalSignerFlagOn), isAdditionalSigner);
  if (!authenticated || !applicationUuid || !canFetchConditions({ applicationUuid, isAdditionalSigner, additionalSignerFlagOn })) return null;
  return <Bell applicationUuid={applicationUuid} forSigner={isAdditionalSigner} />;
};

const Bell = ({ applicationUuid, forSigner }: { applicationUuid: string; forSigner: boolean }) => {
  const [isOpen, setOpen] = useState(false);
  const [viewAll, setViewAll] = useState(false);
  const conditions = useConditions(applicationUuid, false, forSigner);
  const markRead = useMarkConditionsRead(applicationUuid, forSigner);

  const items = (conditions.data ?? []).filter((c) => c.actionNeeded);
  const { shown, canToggle } = selectShownNotifications(items, viewAll);
  const unread = items.filter((c) => c.isUnread).length;
  const shownUnread = shown.filter((c) => c.isUnread).map((c) => c.uuid);

  const onOpenChange = (open: boolean) => {
    if (!open && shownUnread.length > 0) markRead.mutate(shownUnread);
    if (!open) setViewAll(false);
    setOpen(open);
  };
  const now = new Date();

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton className="bell" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
        <BellIcon />
        {unread > 0 ? <span className="bell__dot" data-testid="notifications-dot" aria-hidden="true" /> : null}
      </AriaButton>
      <Popover className="notifications-popover" placement="bottom end" offset={8}>
        <Dialog className="notifications" aria-labelledby="notifications-heading">
          <Heading id="notifications-heading" className="notifications__heading" level={2}>
            Notifications
          </Heading>
          {items.length === 0 ? (
            <p className="notifications__empty">{NO_NOTIFICATIONS_TEXT}</p>
          ) : (
            <ul className="notifications__list">
              {shown.map((condition) => (
                <NotificationItem
                  key={condition.uuid}
                  applicationUuid={applicationUuid}
                  forSigner={forSigner}
                  condition={condition}
                  now={now}
                  onNavigate={() => onOpenChange(false)}
                />
              ))}
            </ul>
          )}
          <div className="notifications__footer">
            {canToggle ? (
              <Button variant="link" onClick={() => setViewAll((all) => !all)} aria-expanded={viewAll}>
                {viewAll ? 'View Less' : 'View All'}
              </Button>
            ) : null}
            <Link className="notifications__all-link" to={forSigner ? '/account/heloc/heloc-signer/conditions' : `/account/heloc/${applicationUuid}/conditions`} onClick={() => onOpenChange(false)}>
              See all conditions
            </Link>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
};
