import { Link } from 'react-router';
import { conditionLink, describeCondition, notificationAgeLabel } from '@lintel/domain';
import type { TApplicantCondition } from '@lintel/contract';
import { buttonClassName } from '@/ui/button.tsx';
import { dateTimeText } from '@/lib/date-time-text.ts';

/** One condition as a notification (spec 02 "Notification item"): title, body, age, unread dot, action. */
export const NotificationItem = (props: {
  applicationUuid: string;
  forSigner?: boolean;
  condition: TApplicantCondition;
  now: Date;
  onNavigate: () => void;
}) => {
  const { condition } = props;
  const text = describeCondition(condition);
  const created = new Date(condition.created);
  return (
    <li className="notification">
      <div className="notification__top">
        {condition.isUnread ? (
          <span className="notification__dot" role="img" aria-label="Unread" />
        ) : (
          <span className="notification__dot notification__dot--read" aria-hidden="true" />
        )}
        <h3 className="notification__title">{text.title}</h3>
        <time
          className="notification__age"
          dateTime={condition.created}
          title={dateTimeText(condition.created)}
        >
          {notificationAgeLabel(created, props.now)}
        </time>
      </div>
      <p className="notification__body">{text.description}</p>
      <Link
        className={buttonClassName('secondary')}
        to={conditionLink({ applicationUuid: props.applicationUuid, condition, forSigner: props.forSigner })}
        onClick={props.onNavigate}
      >
        {text.buttonLabel}
      </Link>
    </li>
  );
};
