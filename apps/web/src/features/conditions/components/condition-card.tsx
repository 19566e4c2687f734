import { Link } from 'react-router';
import { conditionLink, describeCondition } from '@lintel/domain';
import type { TApplicantCondition } from '@lintel/contract';
import { buttonClassName } from '@/ui/button.tsx';

const stateOf = (condition: TApplicantCondition): { label: string; tone: 'open' | 'review' | 'done' } => {
  if (condition.resolvedAt) return { label: 'Done', tone: 'done' };
  if (!condition.actionNeeded) return { label: 'We are reviewing what you sent', tone: 'review' };
  return { label: 'Action needed', tone: 'open' };
};

/** One condition on the conditions page: what is asked, where it stands, and the button while it is open. */
export const ConditionCard = ({
  applicationUuid,
  condition,
  forSigner = false,
}: {
  applicationUuid: string;
  condition: TApplicantCondition;
  /** A co-owner's condition leads to the heloc-signer condition pages. */
  forSigner?: boolean;
}) => {
  const text = describeCondition(condition);
  const state = stateOf(condition);
  return (
    <li className="condition-card">
      <div className="condition-card__top">
        <h3 className="condition-card__title">{text.title}</h3>
        <span className={`condition-card__state condition-card__state--${state.tone}`}>{state.label}</span>
      </div>
      <p className="condition-card__body">{text.description}</p>
      {state.tone === 'open' ? (
        <Link className={buttonClassName('primary')} to={conditionLink({ applicationUuid, condition, forSigner })}>
          {text.buttonLabel}
        </Link>
      ) : null}
    </li>
  );
};
