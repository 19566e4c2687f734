import { useEffect, useRef, useState, type FormEvent } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNING_MESSAGES, typedNameMatches } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { renderTypedSignature } from './typed-signature.ts';

export type TAdopted = { method: 'TYPED'; typedName: string; image: string } | { method: 'DRAWN'; image: string };

/**
 * Adopting a signature: typed in the signature font (the keyboard and screen-reader way) or drawn with a pointer
 * (signature_pad). Answers a PNG data URL.
 */
export const AdoptSignature = ({ signerName, onAdopted }: { signerName: string; onAdopted: (adopted: TAdopted) => void }) => {
  const [method, setMethod] = useState<'TYPED' | 'DRAWN'>('TYPED');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);

  useEffect(() => {
    if (method !== 'DRAWN' || !canvasRef.current) return;
    const canvas = canvasRef.current;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#14225a' });
    pad.addEventListener('beginStroke', () => setError(null));
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [method]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (method === 'TYPED') {
      if (typed.trim().length < 2) return setError(SIGNING_MESSAGES.typedNameRequired);
      if (!typedNameMatches(typed, signerName)) return setError(SIGNING_MESSAGES.typedNameMismatch);
      onAdopted({ method: 'TYPED', typedName: typed.trim(), image: await renderTypedSignature(typed.trim()) });
      return;
    }
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return setError(SIGNING_MESSAGES.drawingRequired);
    onAdopted({ method: 'DRAWN', image: pad.toDataURL('image/png') });
  };

  return (
    <form className="signing-adopt" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="adopt-title">
      <h2 id="adopt-title">Adopt your signature</h2>
      <fieldset>
        <legend>How do you want to sign?</legend>
        <label className="signing-choice">
          <input type="radio" name="signature-method" value="TYPED" checked={method === 'TYPED'} onChange={() => { setMethod('TYPED'); setError(null); }} />
          Type my name
        </label>
        <label className="signing-choice">
          <input type="radio" name="signature-method" value="DRAWN" checked={method === 'DRAWN'} onChange={() => { setMethod('DRAWN'); setError(null); }} />
          Draw my signature
        </label>
      </fieldset>
      {method === 'TYPED' ? (
        <div className="field">
          <label htmlFor="typed-signature">Your full name, as on your documents ({signerName})</label>
          <input
            id="typed-signature"
            type="text"
            autoComplete="name"
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'signature-error' : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
          <p id="typed-preview" className="signing-typed-preview" aria-hidden="true">
            {typed || ' '}
          </p>
        </div>
      ) : (
        <div className="field">
          <p id="draw-help">Draw your signature in the box with your mouse, finger or pen.</p>
          <canvas ref={canvasRef} className="signing-pad" aria-describedby="draw-help" role="img" aria-label="Signature drawing area" />
          <Button variant="secondary" onClick={() => padRef.current?.clear()}>
            Clear
          </Button>
        </div>
      )}
      {error ? (
        <p id="signature-error" className="signing-error" role="alert">
          {error}
        </p>
      ) : null}
      <p>By adopting this signature you agree that it is your electronic signature, with the same effect as a handwritten one.</p>
      <Button type="submit">Adopt and continue</Button>
    </form>
  );
};
