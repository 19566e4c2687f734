import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CFPB_HELOC_BROCHURE_TITLE, CFPB_HELOC_BROCHURE_URL } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { PdfDocument } from './pdf-document.tsx';
import '@/ui/layout.css';
import '../more-info.css';

type TGate = {
  disclosuresOpened: boolean;
  disclosuresRead: boolean;
  brochureOpened: boolean;
  brochureRead: boolean;
  hardCreditConsent: boolean;
};

/** What is still missing before submit, in the order the page asks for it. */
export const missingSteps = (gate: TGate): string[] => [
  ...(!gate.disclosuresOpened || !gate.disclosuresRead ? ['open and acknowledge the HELOC disclosures'] : []),
  ...(!gate.brochureOpened || !gate.brochureRead ? ['open and acknowledge the CFPB booklet'] : []),
  ...(!gate.hardCreditConsent ? ['agree to the hard credit inquiry'] : []),
];

/**
 * start/app-summary (APP_SUBMISSION, GEN_SUMMARY_DISCLOSURE): the application summary PDF, then the HELOC
 * disclosures and the CFPB home-equity booklet, which Regulation Z 1026.40 requires before the application is
 * taken: submit stays disabled until both were opened and acknowledged and the hard-credit consent is given.
 */
export const AppSummaryPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const submission = useSubmitApplication();
  const [gate, setGate] = useState<TGate>({
    disclosuresOpened: false,
    disclosuresRead: false,
    brochureOpened: false,
    brochureRead: false,
    hardCreditConsent: false,
  });
  const missing = missingSteps(gate);
  const update = (patch: Partial<TGate>) => setGate((current) => ({ ...current, ...patch }));

  return (
    <section className="more-info-page">
      <PageHeading>Review and submit your application</PageHeading>
      <h2>Application summary</h2>
      <PdfDocument uuid={uuid} documentType="APPLICATION_SUMMARY" title="Application summary" />

      <details
        className="document-panel"
        onToggle={(event) => (event.currentTarget.open ? update({ disclosuresOpened: true }) : undefined)}
      >
        <summary>HELOC disclosures</summary>
        <p>
          The important terms of your line: fees, the security interest in your home, what can change and your
          rights.
        </p>
        <PdfDocument uuid={uuid} documentType="HELOC_DISCLOSURES" title="HELOC disclosures" />
        <label className="choice-list__option">
          <input
            type="checkbox"
            checked={gate.disclosuresRead}
            onChange={(event) => update({ disclosuresRead: event.target.checked })}
          />{' '}
          I have read the HELOC disclosures
        </label>
      </details>

      <details
        className="document-panel"
        onToggle={(event) => (event.currentTarget.open ? update({ brochureOpened: true }) : undefined)}
      >
        <summary>{CFPB_HELOC_BROCHURE_TITLE}</summary>
        <p>The Consumer Financial Protection Bureau's booklet explains, in short:</p>
        <ul>
          <li>A HELOC is secured by your home: if you cannot repay, you could lose your home.</li>
          <li>
            Compare the APR, fees and payment terms of several lenders, and ask which costs are paid at
            opening.
          </li>
          <li>
            Know how and when you can draw, what your payments will be, and whether a balloon payment can come
            due.
          </li>
          <li>
            The lender can freeze or reduce your line in some cases, for example if your home's value drops a
            lot.
          </li>
          <li>You can usually cancel within three business days after opening the line, without penalty.</li>
        </ul>
        <p>
          <a
            href={CFPB_HELOC_BROCHURE_URL}
            target="_blank"
            rel="noreferrer"
            onClick={() => update({ brochureOpened: true })}
          >
            Read the full booklet (PDF, opens in a new tab)
          </a>
        </p>
        <label className="choice-list__option">
          <input
            type="checkbox"
            checked={gate.brochureRead}
            onChange={(event) => update({ brochureRead: event.target.checked })}
          />{' '}
          I have received and read the CFPB booklet
        </label>
      </details>

      <label className="choice-list__option">
        <input
          type="checkbox"
          checked={gate.hardCreditConsent}
          onChange={(event) => update({ hardCreditConsent: event.target.checked })}
        />{' '}
        I agree that the lender may pull my credit report from the credit bureaus (a hard credit inquiry) to
        decide on this application. A hard inquiry may lower my credit score.
      </label>

      {submission.isError ? (
        <ErrorAlert>
          <p>{isApiError(submission.error) ? submission.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      {missing.length > 0 ? (
        <p id="submit-requirements" className="choice-list__hint">
          Before you submit, please {missing.join(', ')}.
        </p>
      ) : null}
      <div className="form__actions">
        <Button
          block
          disabled={missing.length > 0 || submission.isPending}
          aria-describedby={missing.length > 0 ? 'submit-requirements' : undefined}
          aria-busy={submission.isPending}
          onClick={() =>
            submission.mutate(
              { uuid },
              { onSuccess: () => navigate(`/account/heloc/${uuid}`, { replace: true }) },
            )
          }
        >
          {submission.isPending ? 'Submitting' : 'Submit application'}
        </Button>
      </div>
    </section>
  );
};

export { AppSummaryPage as Component };
