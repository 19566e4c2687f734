import { useParams } from 'react-router';
import { useCreditDecision } from '../api/get-credit-decision.ts';
import { ECOA_NOTICE } from '../ecoa-notice.ts';
import type { TStateScreen } from '../state-screens.ts';
import { StateScreen } from './state-screen.tsx';

const DECLINE_SCREEN: TStateScreen = {
  title: 'We are unable to approve your application',
  tone: 'decided',
  explanation: [
    'Thank you for applying. After reviewing your application and your credit report, we are not able to offer you a home equity line of credit at this time.',
  ],
  next: [
    'You will also receive this notice by e-mail.',
    'You have the right to a free copy of your credit report from the credit bureau we used if you ask for it within 60 days, and to dispute anything in it that is inaccurate or incomplete.',
    'You may apply again in the future if your circumstances change.',
  ],
};

const Reasons = ({ uuid }: { uuid: string }) => {
  const decision = useCreditDecision(uuid);
  if (decision.isPending) return <p role="status">Loading the reasons for our decision…</p>;
  const reasons = decision.data?.adverseActionReasons ?? [];
  if (reasons.length === 0) {
    return <p>The principal reasons for our decision will be sent to you in writing within 30 days.</p>;
  }
  return (
    <>
      <p>The principal reasons for our decision are:</p>
      <ul className="state-screen__reasons">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </>
  );
};

/** error/decline: the adverse-action notice with the reasons the bureau gave and the ECOA notice. */
export const DeclinePage = () => {
  const { uuid = '' } = useParams();
  return (
    <StateScreen screen={DECLINE_SCREEN}>
      <section aria-labelledby="reasons-title" className="state-screen__panel">
        <h2 id="reasons-title" className="state-screen__subheading">
          Why we made this decision
        </h2>
        <Reasons uuid={uuid} />
      </section>
      <section aria-labelledby="ecoa-title" className="state-screen__notice">
        <h2 id="ecoa-title" className="state-screen__subheading">
          Notice
        </h2>
        <p>{ECOA_NOTICE}</p>
      </section>
    </StateScreen>
  );
};

export { DeclinePage as Component };
