import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TRegisterAddress } from '@lintel/domain';
import { AddressFields } from '../components/address-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';

/** Asked only when the property is not the primary home: where the applicant lives. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext, previousHref } = useRegisterV2Navigation('home-address');
  const [revealed, setRevealed] = useState(true);
  const { register, handleSubmit, control, setValue, formState } = useForm<TRegisterAddress>({
    resolver: zodResolver(schemas.homeAddress) as never,
    defaultValues: data.homeAddress,
  });
  const onSubmit = handleSubmit((values) => {
    updateRegisterData({ homeAddress: { ...values, street2: values.street2 ?? '' } });
    goNext();
  });
  return (
    <StepForm
      title="What is your home address?"
      lead={<p>Where you live most of the year.</p>}
      onSubmit={onSubmit}
      backHref={previousHref}
    >
      <AddressFields
        control={control}
        register={register}
        setValue={setValue}
        errors={formState.errors}
        streetLabel="Home street address"
        revealed={revealed}
        onReveal={() => setRevealed(true)}
      />
    </StepForm>
  );
};
