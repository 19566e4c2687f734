import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CFPB_HELOC_BROCHURE_TITLE, CFPB_HELOC_BROCHURE_URL } from '@lintel/contract';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { StickySubmit } from '@/ui/sticky-submit.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { isSummaryBeingPrepared, useSummaryStep } from '../api/get-summary-step.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { PdfDocument } from './pdf-document.tsx';
import '@/ui/layout.css';
import '../more-info.css';
import '@/ui/choice-list.css';
import { afterCall } from '@/lib/after-call.ts';

type TGate = {
  /** The end of the disclosures was reached in the viewer, or the download link was opened. */
  disclosuresRead: boolean;
  disclosuresAcknowledged: boolean;
  brochureOpened: boolean;
  brochureAcknowledged: boolean;
  hardCreditConsent: boolean;
};

/** What is still missing before submit, in the order the page asks for it. */
export const missingSteps = (gate: TGate): string[] => [
  ...(!gate.disclosuresRead ? ['read the HELOC disclosures to the end'] : []),
  ...(!gate.disclosuresAcknowledged ? ['confirm you have read the HELOC disclosures'] : []),
  ...(!gate.brochureOpened ? ['open the CFPB booklet'] : []),
  ...(!gate.brochureAcknowledged ? ['confirm you have received the CFPB booklet'] : []),
  ...(!gate.hardCreditConsent ? ['agree to the hard credit inquiry'] : []),
];

/**
 * start/app-summary (APP_SUBMISSION, GEN_SUMMARY_DISCLOSURE): the application summary and the HELOC
 * disclosures in the PDF viewer, and the CFPB home-equity booklet. Regulation Z 1026.40 makes them impossible
 * to skip: submit stays disabled until the disclosures were read to the end (or downloaded) and the booklet
 * opened, both acknowledged, and the hard-credit consent given. While the summary-disclosure job still runs
 * (GEN_SUMMARY_DISCLOSURE) the page waits for it.
 */
export const AppSummaryPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const step = useSummaryStep(uuid);
  const submission = useSubmitApplication();
  const [gate, setGate] = useState<TGate>({
    disclosuresRead: false,
    disclosuresAcknowledged: false,
    brochureOpened: false,
    brochureAcknowledged: false,
    hardCreditConsent: false,
  });
  const update = (patch: Partial<TGate>) => setGate((current) => ({ ...current, ...patch }));

  if (step.isPending || isSummaryBeingPrepared(step.data))
    return (
      <section className="more-info-page">
        <PageHeading>Review and submit your application</PageHeading>
        <p role="status">Preparing your application summary…</p>
      </section>
    );
  if (step.isError)
    return (
      <section className="more-info-page">
        <PageHeading>Review and submit your application</PageHeading>
        <ErrorAlert>
          <p>{UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      </section>
    );

  const missing = missingSteps(gate);
  return (
    <section className="more-info-page">
      <PageHeading>Review and submit your application</PageHeading>
      <h2>Application summary</h2>
      <PdfDocument uuid={uuid} documentType="APPLICATION_SUMMARY" title="Application summary" />

      <h2>HELOC disclosures</h2>
      <p>
        The important terms of your line: fees, the security interest in your home, what can change and your
        rights. Please read them to the end.
      </p>
      <PdfDocument
        uuid={uuid}
        documentType="HELOC_DISCLOSURES"
        title="HELOC disclosures"
        onRead={() => update({ disclosuresRead: true })}
      />
      <label className="choice-list__option">
        <input
          type="checkbox"
          checked={gate.disclosuresAcknowledged}
          onChange={(event) => update({ disclosuresAcknowledged: event.target.checked })}
        />{' '}
        I have read the HELOC disclosures
      </label>

      <h2>{CFPB_HELOC_BROCHURE_TITLE}</h2>
      <p>The Consumer Financial Protection Bureau's booklet explains, in short:</p>
      <ul>
        <li>A HELOC is secured by your home: if you cannot repay, you could lose your home.</li>
        <li>
          Compare the APR, fees and payment terms of several lenders, and ask which costs are paid at opening.
        </li>
        <li>
          Know how and when you can draw, what your payments will be, and whether a balloon payment can come
          due.
        </li>
        <li>
          The lender can freeze or reduce your line in some cases, for example if your home's value drops a lot.
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
          Open the CFPB booklet (PDF, opens in a new tab)
        </a>
      </p>
      <label className="choice-list__option">
        <input
          type="checkbox"
          checked={gate.brochureAcknowledged}
          onChange={(event) => update({ brochureAcknowledged: event.target.checked })}
        />{' '}
        I have received and read the CFPB booklet
      </label>

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
        <p id="submit-requirements" className="choice-list__hint" aria-live="polite">
          Before you continue, please {missing.join(', ')}.
        </p>
      ) : null}
      <StickySubmit
        type="button"
        loading={submission.isPending}
        disabled={missing.length > 0}
        describedBy={missing.length > 0 ? 'submit-requirements' : undefined}
        onClick={() =>
          afterCall(submission.mutateAsync({ uuid }), () => navigate(`/account/heloc/${uuid}`, { replace: true }))
        }
      />
    </section>
  );
};

export { AppSummaryPage as Component };
