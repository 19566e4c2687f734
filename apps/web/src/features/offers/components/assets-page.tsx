import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ASSETS_MESSAGES, ZAssetsPrequalRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/error-message.ts';
import { useSubmitAssets } from '../api/submit-assets.ts';
import '@/ui/layout.css';
import '../offers.css';
import { afterCall } from '@/lib/after-call.ts';

// The box holds text ("250,000"); the contract's number rule checks it once commas and $ are gone.
const ZAssetsForm = z.object({
  liquidAssets: z
    .string()
    .trim()
    .min(1, ASSETS_MESSAGES.required)
    .transform((text) => Number(text.replace(/[$,\s]/g, '')))
    .pipe(ZAssetsPrequalRequest.shape.liquidAssets),
});

/** product/assets (ASSETS_PREQUAL): liquid assets can qualify the applicant when income alone does not. */
export const AssetsPage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const submission = useSubmitAssets();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZAssetsForm>, unknown, z.output<typeof ZAssetsForm>>({
    resolver: zodResolver(ZAssetsForm),
    defaultValues: { liquidAssets: '' },
  });
  const onSubmit = handleSubmit(({ liquidAssets }) =>
    afterCall(submission.mutateAsync({ uuid, liquidAssets }), () => navigate(`/account/heloc/${uuid}`, { replace: true })),
  );
  return (
    <section className="offers-main">
      <PageHeading>Tell us about your assets</PageHeading>
      <p>
        Your income alone does not qualify you for a line yet. Savings and investments you could turn into
        cash can count as income: we spread their total over the years of a loan (this is called asset
        depletion) and price your offers again.
      </p>
      <p>
        Count checking and savings accounts, money market funds, certificates of deposit, stocks, bonds and
        mutual funds, and the vested part of retirement accounts. Do not count your home or other property.
      </p>
      {submission.isError ? (
        <ErrorAlert>
          <p>{isApiError(submission.error) ? submission.error.message : UNEXPECTED_ERROR_MESSAGE}</p>
        </ErrorAlert>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          {...register('liquidAssets')}
          label="Total liquid assets"
          description="In dollars, for example 250,000"
          inputMode="numeric"
          error={errors.liquidAssets?.message}
        />
        <p className="choice-group__hint">
          We will ask you to verify these assets later with your statements.
        </p>
        <div className="form__actions">
          <Button type="submit" block disabled={submission.isPending} aria-busy={submission.isPending}>
            {submission.isPending ? 'Submitting' : 'Continue'}
          </Button>
        </div>
      </form>
    </section>
  );
};

export { AssetsPage as Component };
