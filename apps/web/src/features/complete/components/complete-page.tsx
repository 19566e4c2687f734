import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FUNDING_MESSAGES } from '@lintel/domain';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { openDocument, useCancelLoan, useFundingState, useSignedDocuments } from '../api/funding-api.ts';
import { errorMessageOf } from './funding-format.ts';
import { FundingView } from './funding-view.tsx';

const Documents = ({ uuid }: { uuid: string }) => {
  const documents = useSignedDocuments(uuid);
  const [error, setError] = useState<string>();
  if (documents.isPending) return <p role="status">Loading your documents…</p>;
  if (documents.isError || documents.data.length === 0) return <p>Your signed documents will appear here.</p>;
  return (
    <>
      {error ? (
        <ErrorAlert>
          <p>{error}</p>
        </ErrorAlert>
      ) : null}
      <ul className="complete-documents">
        {documents.data.map((document) => (
          <li key={document.uuid}>
            <Button
              variant="link"
              onClick={() =>
                openDocument(document.uuid).catch((failure: unknown) => setError(errorMessageOf(failure)))
              }
            >
              {document.name}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
};

/** complete (GEN_RESCISSION to FUNDING_DECISION): the applicant's completion view (FundingView). */
export const CompletePage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const dashboard = (
    <p>
      <Link to="/dashboard">Go to your dashboard</Link>
    </p>
  );
  return (
    <FundingView
      funding={useFundingState(uuid)}
      cancel={useCancelLoan(uuid)}
      onCancelled={() =>
        void navigate('/dashboard', { replace: true, state: { message: FUNDING_MESSAGES.cancelled } })
      }
      notYet={
        <p>
          Next you'll choose where we send your money and how you'll make your payments. Then your right to
          cancel and your funding date appear here.
        </p>
      }
      documents={<Documents uuid={uuid} />}
      finish={dashboard}
    />
  );
};

export { CompletePage as Component };
