import { findProgressIndex, listRegisterProgress, type TRegisterStepQueryName } from '@lintel/domain';
import { useLayoutEffect, useRef } from 'react';
import './registration.css';

type TRegisterProgressProps = {
  step: TRegisterStepQueryName;
  /** 0..1 through the steps this applicant walks. */
  fraction: number;
  hasEmail: boolean;
  hasPhoneNumber: boolean;
};

/** The progress bar and the progress list with its substeps; the current item is marked aria-current="step". */
export const RegisterProgress = ({ step, fraction, hasEmail, hasPhoneNumber }: TRegisterProgressProps) => {
  const items = listRegisterProgress({ hasEmail, hasPhoneNumber });
  const current = findProgressIndex(items, step);
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const fill = useRef<HTMLSpanElement>(null);
  // Set through the CSSOM, which the CSP allows; a style attribute in prerendered HTML (decision 045) it
  // refuses. The bar starts empty in the CSS, as the first step (the prerendered one) shows it.
  useLayoutEffect(() => {
    fill.current?.style.setProperty('width', `${percent}%`);
  }, [percent]);
  return (
    <nav className="reg-progress" aria-label="Registration progress">
      <div
        className="reg-progress__bar"
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span ref={fill} className="reg-progress__fill" />
      </div>
      <ol className="reg-progress__list">
        {items.map((item, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={item.label}
              className={`reg-progress__item is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="reg-progress__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="reg-progress__label">
                {item.label}
                {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
              </span>
              {item.substeps.length > 0 && state === 'current' ? (
                <ol className="reg-progress__substeps">
                  {item.substeps.map((sub) => (
                    <li
                      key={sub.label}
                      className={sub.step === step ? 'is-current' : ''}
                      aria-current={sub.step === step ? 'step' : undefined}
                    >
                      {sub.label}
                    </li>
                  ))}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
