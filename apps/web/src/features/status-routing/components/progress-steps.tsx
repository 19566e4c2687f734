import { progressOf, type TProgressInput } from '@lintel/domain';

/**
 * The application's progress (spec 02 section 4): an ordered list, the step being worked on marked with
 * aria-current="step", done steps named as such for screen readers (the tick alone is decoration).
 */
export const ProgressSteps = (input: TProgressInput) => {
  const { steps } = progressOf(input);
  return (
    <nav aria-label="Application progress" className="progress-steps">
      <ol className="progress-steps__list">
        {steps.map((step, index) => (
          <li
            key={step.label}
            className={`progress-steps__step progress-steps__step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="progress-steps__marker" aria-hidden="true">
              {step.state === 'done' ? '✓' : index + 1}
            </span>
            <span className="progress-steps__label">
              {step.label}
              {step.state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
};
