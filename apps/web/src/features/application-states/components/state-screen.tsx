import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';
import { buttonClassName } from '@/ui/button.tsx';
import type { TStateScreen } from '../state-screens.ts';
import { SupportContactNote } from './support-contact-note.tsx';
import '../application-states.css';

/** One state-only screen: what happened, what happens next, how to get help, and a way back to the dashboard. */
export const StateScreen = ({ screen, children }: { screen: TStateScreen; children?: ReactNode }) => {
  const { uuid } = useParams();
  return (
    <article className={`state-screen state-screen--${screen.tone}`} data-application={uuid}>
      {/* A decision is final: no badge claims it is still in progress or under review. */}
      {screen.tone === 'decided' ? null : (
        <p className="state-screen__badge">{screen.tone === 'wait' ? 'In progress' : 'Needs review'}</p>
      )}
      <PageHeading>{screen.title}</PageHeading>
      {screen.explanation.map((paragraph) => (
        <p key={paragraph} className="state-screen__lead">
          {paragraph}
        </p>
      ))}
      {children}
      <section aria-labelledby="next-title">
        <h2 id="next-title" className="state-screen__subheading">
          What happens next
        </h2>
        <ul className="state-screen__next">
          {screen.next.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <SupportContactNote />
      <p className="state-screen__actions">
        <Link className={buttonClassName('secondary', true)} to="/dashboard">
          Back to your applications
        </Link>
      </p>
    </article>
  );
};
