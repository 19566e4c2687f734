import { Link, Navigate, useParams } from 'react-router';
import { INCOME_METHOD_TEXTS } from '@lintel/domain';
import { ZLinkType } from '@lintel/contract';
import { useBrand } from '@/brand/use-brand.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useStartLink } from '../api/income-api.ts';
import { errorMessageOf, IncomeFrame } from './income-frame.tsx';

/**
 * income/link/{type}: what linking does, then off to the link provider's own window. The application is kept
 * in local storage for the bank's OAuth-style return to plaid-oauth-success (spec 01 section 2). An unknown
 * type goes back to the review.
 */
export const IncomeLinkPage = () => {
  const { uuid = '', type } = useParams();
  const brand = useBrand();
  const start = useStartLink();
  const parsed = ZLinkType.safeParse(type);
  if (!parsed.success) return <Navigate replace to={`/account/heloc/${uuid}/income/review`} />;
  const kind = parsed.data;
  const text = INCOME_METHOD_TEXTS[kind];
  const noun = kind === 'bank' ? 'bank' : 'payroll provider';

  const go = () =>
    start.mutate(
      { uuid, type: kind },
      {
        onSuccess: ({ hostedUrl }) => {
          window.localStorage.setItem(STORAGE_KEYS.linkApplicationUuid, uuid);
          window.location.assign(hostedUrl);
        },
      },
    );

  return (
    <IncomeFrame uuid={uuid} heading={text.title} lead={text.shares}>
      {(review) =>
        review.applicationStatus !== 'INCOME_VERIFICATION' ? (
          <p>
            Your income step is not open now. <Link to={`/account/heloc/${uuid}`}>Continue with your application</Link>
          </p>
        ) : (
          <>
            <h2 className="income-page__section">How it works</h2>
            <ol className="income-steps">
              <li>You go to our partner’s secure window and find your {noun}.</li>
              <li>You sign in there with your {noun} username and password.</li>
              <li>You choose the account to share and agree to share it.</li>
              <li>You come back here and we verify your income at once.</li>
            </ol>
            <p>
              Your information is encrypted with 256-bit encryption. {brand.companyName} never sees or stores your
              credentials.
            </p>
            {start.isError ? (
              <ErrorAlert>
                <p>{errorMessageOf(start.error)}</p>
              </ErrorAlert>
            ) : null}
            <div className="form__actions">
              <Button block onClick={go} disabled={start.isPending || start.isSuccess} aria-busy={start.isPending}>
                {start.isPending || start.isSuccess ? (
                  <>
                    <Spinner /> Opening the secure window
                  </>
                ) : (
                  `Continue to link your ${noun}`
                )}
              </Button>
            </div>
            <p>
              <Link to={`/account/heloc/${uuid}/income/review`}>Choose another way to verify your income</Link>
            </p>
          </>
        )
      }
    </IncomeFrame>
  );
};

export { IncomeLinkPage as Component };
