import { useNavigate, useParams } from 'react-router';
import { Button } from '@/ui/button.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useRetryCredit } from '../api/retry-credit.ts';
import '../credit.css';
import { afterCall } from '@/lib/after-call.ts';

/** Where each nationwide bureau lets a consumer lift a freeze (their public freeze pages and phone lines). */
const BUREAUS = [
  { name: 'Equifax', url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/', phone: '1-888-298-0045' },
  { name: 'Experian', url: 'https://www.experian.com/freeze/center.html', phone: '1-888-397-3742' },
  { name: 'TransUnion', url: 'https://www.transunion.com/credit-freeze', phone: '1-888-909-8872' },
] as const;

/** credit/error: the credit file is frozen or locked; how to lift it, then a retry of the pull. */
export const FrozenCreditPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const retry = useRetryCredit();

  return (
    <section className="credit-page">
      <PageHeading>Your credit report is frozen</PageHeading>
      <p className="credit-page__lead">
        We could not read your credit report because it is frozen or locked. To continue, please lift the freeze
        (a temporary lift is enough) at each of the three credit bureaus, then come back and try again.
      </p>
      <h2 className="credit-page__subheading">How to unfreeze your credit</h2>
      <ul className="bureau-list">
        {BUREAUS.map((bureau) => (
          <li key={bureau.name} className="bureau-list__item">
            <h3 className="bureau-list__name">{bureau.name}</h3>
            <p>
              <a href={bureau.url} target="_blank" rel="noreferrer">
                Manage your {bureau.name} freeze<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
            <p>
              or call <a href={`tel:${bureau.phone.replace(/\D/g, '')}`}>{bureau.phone}</a>
            </p>
          </li>
        ))}
      </ul>
      <p className="credit-page__note">
        Lifting a freeze online usually takes effect within minutes. You can freeze your credit again once your
        application is complete.
      </p>
      {retry.isError ? (
        <ErrorAlert>
          <p>{isApiError(retry.error) ? retry.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <Button
        block
        disabled={retry.isPending}
        aria-busy={retry.isPending}
        onClick={() => afterCall(retry.mutateAsync(uuid), () => navigate(`/account/heloc/${uuid}`, { replace: true }))}
      >
        {retry.isPending ? 'Checking…' : "I've unfrozen my credit — try again"}
      </Button>
    </section>
  );
};

export { FrozenCreditPage as Component };
