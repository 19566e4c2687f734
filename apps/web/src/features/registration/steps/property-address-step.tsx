import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  HEADLINE_PROMISE,
  ZOccupancyType,
  ZTypeaheadStreet,
  type TOccupancyType,
  type TRegisterAddress,
} from '@lintel/domain';
import { AddressFields } from '../components/address-fields.tsx';
import { OccupancyField } from '../blocks/property-use-fields.tsx';
import { StepForm } from '../components/step-form.tsx';
import { DisasterZipWarning } from '../components/disaster-zip-warning.tsx';
import { StateNotOfferedNotice } from '../components/state-not-offered-notice.tsx';
import { usePropertyStateGate } from '../state/use-property-state-gate.tsx';
import { updateRegisterData, useRegisterData } from '../state/register-store.ts';
import { useStepForm } from '../state/use-step-form.ts';
import { useStepSchemas } from '../state/use-step-schemas.ts';
import { withZipStates } from '../state/with-zip-states.ts';
import { useRegisterV2Navigation } from '../state/use-register-v2-navigation.ts';
import { useReferrer } from '../state/use-referrer.ts';

type TPropertyForm = TRegisterAddress & { occupancyType: string };

/** Before the rest of the address shows, the typed street and the occupancy are what can be judged. */
const ZBeforeReveal = z.object({ street1: ZTypeaheadStreet, occupancyType: ZOccupancyType });

/** register-v2 index: where the property is and how it is used. */
export const Component = () => {
  const data = useRegisterData();
  const schemas = useStepSchemas();
  const { goNext } = useRegisterV2Navigation('');
  // A stored address shows whole; it arrives right after a prerendered page's hydration (decision 088).
  const [revealedByVisitor, setRevealed] = useState(false);
  const revealed = revealedByVisitor || (data.propertyAddress.street1.trim() !== '' && data.propertyAddress.city !== '');
  const [licensingBlock, setLicensingBlock] = useState<string | null>(null);
  const referrer = useReferrer();
  const { occupancyType, ...address } = data.propertyAddress;
  // Every error of what is on screen shows at once (issue 10 item 3): the street and the occupancy before
  // the details are revealed, the whole address and the occupancy after.
  // Only the revealed address has a ZIP code to check (and the ZIP table to wait for).
  const resolver = useMemo(
    () => (revealed ? withZipStates(zodResolver(schemas.propertyAddress as never)) : zodResolver(ZBeforeReveal as never)),
    [revealed, schemas],
  );
  const form = useStepForm<TPropertyForm>({
    resolver: resolver as never,
    defaultValues: { ...address, occupancyType: occupancyType === 'INIT' ? '' : occupancyType },
    draft: { key: 'property-address' },
  });
  const { control, setFocus } = form;
  const [watchedState, watchedZip] = useWatch({ control, name: ['state', 'zip'] });
  const stateGate = usePropertyStateGate(watchedState);

  const onSubmit = form.handleSubmit((values) => {
    if (!revealed) {
      // A usable street and an occupancy: show the rest of the address to complete.
      setRevealed(true);
      window.setTimeout(() => setFocus('city'), 0);
      return;
    }
    if (!stateGate.allows(values.state)) return;
    const block = referrer.licensingBlock(values.state);
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

  return (
    <StepForm
      form={form}
      title="Where is the property you'd like to borrow against?"
      lead={<p className="reg-step__promise">{HEADLINE_PROMISE}</p>}
      onSubmit={onSubmit}
      banner={licensingBlock}
    >
      <AddressFields streetLabel="Property address" revealed={revealed} onReveal={() => setRevealed(true)} />
      {revealed ? (
        <>
          <StateNotOfferedNotice state={watchedState} />
          <DisasterZipWarning zip={watchedZip} />
        </>
      ) : null}
      <OccupancyField />
      {stateGate.modals}
    </StepForm>
  );
};
