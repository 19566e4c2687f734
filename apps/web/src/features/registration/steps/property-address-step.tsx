import { useState } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  findReferralLicensingBlock,
  MSG,
  ZTypeaheadStreet,
  type TOccupancyType,
  type TRegisterAddress,
} from '@lintel/domain';
import { AddressFields } from '../components/address-fields.tsx';
import { RadioCards } from '../components/fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { DisasterZipWarning } from '../components/disaster-zip-warning.tsx';
import { usePropertyStateGate } from '../state/use-property-state-gate.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';
import { useReferrer } from '../state/use-referrer.ts';

export const OCCUPANCY_CHOICES: ReadonlyArray<{ value: TOccupancyType; label: string; description: string }> =
  [
    { value: 'HOME', label: 'Primary residence', description: 'I live here most of the year' },
    { value: 'SECONDARY', label: 'Second home', description: 'A vacation or second home I use' },
    { value: 'INVESTMENT', label: 'Investment property', description: 'A property I rent out' },
  ];

type TPropertyForm = TRegisterAddress & { occupancyType: string };

/** register-v2 index: where the property is and how it is used. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext } = useRegisterV2Navigation('');
  const [revealed, setRevealed] = useState(
    data.propertyAddress.street1.trim() !== '' && data.propertyAddress.city !== '',
  );
  const [licensingBlock, setLicensingBlock] = useState<string | null>(null);
  const referrer = useReferrer();
  const { occupancyType, ...address } = data.propertyAddress;
  const form = useForm<TPropertyForm>({
    resolver: zodResolver(schemas.propertyAddress) as never,
    defaultValues: { ...address, occupancyType: occupancyType === 'INIT' ? '' : occupancyType },
  });
  const { register, handleSubmit, control, setValue, setError, setFocus, getValues, formState } = form;
  const [watchedState, watchedZip] = useWatch({ control, name: ['state', 'zip'] });
  const stateGate = usePropertyStateGate(watchedState);

  const save = handleSubmit((values) => {
    if (!stateGate.allows(values.state)) return;
    const block = referrer.data
      ? findReferralLicensingBlock({
          enforceLicensedStatesForReferral: referrer.data.officer.enforceLicensedStatesForReferral,
          licensedStates: referrer.data.licensedStates,
          propertyState: values.state,
        })
      : null;
    setLicensingBlock(block);
    if (block) return;
    updateRegisterData({
      propertyAddress: {
        ...values,
        street2: values.street2 ?? '',
        occupancyType: values.occupancyType as TOccupancyType,
      },
    });
    goNext();
  });

  const onSubmit: React.FormEventHandler<HTMLFormElement> = (event) => {
    if (revealed) return void save(event);
    event.preventDefault();
    // Before the details show, only the typed street is judged: a usable one reveals the rest to complete.
    const street = ZTypeaheadStreet.safeParse(getValues('street1'));
    if (!street.success) {
      setError('street1', { message: MSG.propertyAddressInvalid });
      setFocus('street1');
      return;
    }
    setRevealed(true);
    window.setTimeout(() => setFocus('city'), 0);
  };

  return (
    <StepForm
      title="Where is the property you'd like to borrow against?"
      onSubmit={onSubmit}
      banner={licensingBlock}
    >
      <AddressFields
        control={control as unknown as Control<TRegisterAddress>}
        register={register as unknown as UseFormRegister<TRegisterAddress>}
        setValue={setValue as unknown as UseFormSetValue<TRegisterAddress>}
        errors={formState.errors as FieldErrors<TRegisterAddress>}
        streetLabel="Property address"
        revealed={revealed}
        onReveal={() => setRevealed(true)}
      />
      {revealed ? <DisasterZipWarning zip={watchedZip} /> : null}
      <RadioCards
        legend="How do you use this property?"
        choices={OCCUPANCY_CHOICES}
        error={formState.errors.occupancyType?.message}
        {...register('occupancyType')}
      />
      {stateGate.modals}
    </StepForm>
  );
};
