import { useState } from 'react';
import { US_STATE_NAMES, type TSigningLocation } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';

export const LOCATION_MODAL_TITLE = 'Why we need your location';

type TPolicyDocument = Document & { featurePolicy?: { allowsFeature: (feature: string) => boolean }; permissionsPolicy?: { allowsFeature: (feature: string) => boolean } };
const geolocationAllowedHere = (): boolean => {
  const policy = (document as TPolicyDocument).permissionsPolicy ?? (document as TPolicyDocument).featurePolicy;
  return policy ? policy.allowsFeature('geolocation') : true;
};

/**
 * Spec 01's location modal: the browser's position is recorded with the signature (the certificate of
 * completion); when it is refused or unavailable the signer states the state it is in.
 */
export const LocationModal = ({ isOpen, onClose, onLocated }: { isOpen: boolean; onClose: () => void; onLocated: (location: TSigningLocation) => void }) => {
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const [state, setState] = useState('');
  const [error, setError] = useState<string | null>(null);
  const share = () => {
    // The Permissions-Policy is fixed when the document loads (issue 19 item 9): a page reached by client-side
    // navigation from elsewhere may not use geolocation. Load this signing page afresh and ask again there.
    if (!geolocationAllowedHere()) {
      const url = new URL(window.location.href);
      url.searchParams.set('locate', '1');
      window.location.assign(url.toString());
      return;
    }
    if (!('geolocation' in navigator)) {
      setRefused(true);
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setAsking(false);
        onLocated({ kind: 'GEOLOCATION', latitude: position.coords.latitude, longitude: position.coords.longitude, accuracyMeters: position.coords.accuracy });
      },
      () => {
        setAsking(false);
        setRefused(true);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };
  const useStated = () => {
    if (!/^[A-Z]{2}$/.test(state)) {
      setError('Please choose the state you are in.');
      document.getElementById('signing-state')?.focus();
      return;
    }
    onLocated({ kind: 'STATED', state });
  };
  return (
    <Modal
      title={LOCATION_MODAL_TITLE}
      isOpen={isOpen}
      onClose={onClose}
      actions={
        refused ? (
          <Button onClick={useStated}>Continue</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setRefused(true)}>
              Choose my state instead
            </Button>
            <Button onClick={share} disabled={asking}>
              {asking ? 'Waiting for your browser' : 'Share my location'}
            </Button>
          </>
        )
      }
    >
      <p>
        We record where you are when you sign, with the time and the device you use. It is part of the signed record of your documents and helps
        show that you signed them yourself. We do not use it for anything else.
      </p>
      {refused ? (
        <div className="field">
          <label htmlFor="signing-state">Which state are you in now?</label>
          <select
            id="signing-state"
            value={state}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'signing-state-error' : undefined}
            onChange={(event) => {
              setState(event.target.value);
              setError(null);
            }}
          >
            <option value="">Choose a state</option>
            {Object.entries(US_STATE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {error ? (
            <p id="signing-state-error" className="signing-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : (
        <p>Your browser will ask whether to share your location. If you prefer not to, you can tell us the state you are in.</p>
      )}
    </Modal>
  );
};
