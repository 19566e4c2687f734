import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { BPO_MESSAGES, ZBpoEstimateRequest, type TBpoEstimateRequest } from '@lintel/contract';
import { groupThousands } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { useSubmitBpoEstimate } from '../api/submit-bpo-estimate.ts';
import { BpoFrame, errorMessageOf } from './bpo-frame.tsx';
import { ConditionChoices } from './condition-choices.tsx';
import { afterCall } from '@/lib/after-call.ts';

/** The value is typed with commas (650,000); the server's rule checks the number it becomes. */
const ZEstimateForm = z.object({
  estimatedValue: z
    .string()
    .transform((typed) => typed.replace(/[$,\s]/g, ''))
    .pipe(
      z
        .string()
        .min(1, BPO_MESSAGES.valueRequired)
        .regex(/^\d+$/, BPO_MESSAGES.valueRequired)
        .transform(Number)
        .pipe(ZBpoEstimateRequest.shape.estimatedValue),
    ),
  propertyCondition: ZBpoEstimateRequest.shape.propertyCondition,
});
type TEstimateFormInput = z.input<typeof ZEstimateForm>;

/** Digits grouped by thousands as typed; anything but digits is dropped. */
const formatDollarInput = (typed: string): string => {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 8);
  return groupThousands(digits);
};

/** bpo/estimate-value: no automated valuation was found, so the applicant estimates the value and the condition. */
export const EstimateValuePage = () => {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const submission = useSubmitBpoEstimate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TEstimateFormInput, unknown, TBpoEstimateRequest>({
    resolver: zodResolver(ZEstimateForm),
    // No condition is chosen until the applicant picks one.
    defaultValues: { estimatedValue: '' },
  });
  const valueField = register('estimatedValue');
  const onSubmit = handleSubmit((estimate) =>
    afterCall(submission.mutateAsync({ uuid, estimate }), () => navigate(`/account/heloc/${uuid}`, { replace: true })),
  );

  return (
    <BpoFrame
      uuid={uuid}
      heading="Tell us about your home"
      lead="We could not find an automated valuation for your home. Your estimate and a description of its condition help a local broker value it."
    >
      {() => (
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField
            {...valueField}
            onChange={(event) => {
              event.target.value = formatDollarInput(event.target.value);
              void valueField.onChange(event);
            }}
            label="Estimated home value"
            description="In US dollars, for example 650,000"
            inputMode="numeric"
            autoComplete="off"
            error={errors.estimatedValue?.message}
          />
          <ConditionChoices {...register('propertyCondition')} error={errors.propertyCondition?.message} />
          {submission.isError ? (
            <ErrorAlert>
              <p>{errorMessageOf(submission.error)}</p>
            </ErrorAlert>
          ) : null}
          <div className="form__actions">
            <Button type="submit" block disabled={submission.isPending} aria-busy={submission.isPending}>
              {submission.isPending ? 'Submitting…' : 'Continue'}
            </Button>
          </div>
        </form>
      )}
    </BpoFrame>
  );
};

export { EstimateValuePage as Component };
