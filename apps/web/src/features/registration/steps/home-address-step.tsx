import { zodResolver } from '@hookform/resolvers/zod';
import type { TRegisterAddress } from '@lintel/domain';
import { AddressFields } from '../components/address-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { withZipStates } from '../state/with-zip-states.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

/** Asked only when the property is not the primary home: where the applicant lives. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('home-address');
  const form = useStepForm<TRegisterAddress>({
    resolver: withZipStates(zodResolver(schemas.homeAddress) as never),
    defaultValues: data.homeAddress,
    draft: { key: 'home-address' },
  });
  const onSubmit = form.handleSubmit((values) => {
    updateRegisterData({ homeAddress: { ...values, street2: values.street2 ?? '' } });
    goNext();
  });
  return (
    <StepForm
      form={form}
      title="What is your home address?"
      lead={<p>Where you live most of the year.</p>}
      onSubmit={onSubmit}
      backHref={previousHref}
    >
      <AddressFields streetLabel="Home street address" revealed onReveal={() => undefined} />
    </StepForm>
  );
};
