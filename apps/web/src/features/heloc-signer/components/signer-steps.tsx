import { hasReachedProgress, SIGNER_PROGRESS_LABELS, type TSignerProgress } from '@lintel/domain';

const STEP_TEXT = [
  'Upload a photo of your government-issued ID so we can confirm who you are.',
  'Sign the documents that need your signature and meet an online notary by video.',
] as const;

/** The additional signer's two-step progress (spec 02 section 4): Identity verification, Talk to eNotary. */
export const SignerSteps = ({ progress }: { progress: TSignerProgress }) => {
  const done = [hasReachedProgress(progress, 'IDENTITY_VERIFIED'), hasReachedProgress(progress, 'NOTARIZED')];
  const current = done.findIndex((d) => !d);
  return (
    <ol className="signer-steps" aria-label="Your steps">
      {SIGNER_PROGRESS_LABELS.map((label, index) => {
        const state = done[index] ? 'Done' : index === current ? 'Current step' : 'Next';
        const modifier = done[index] ? ' signer-steps__item--done' : index === current ? ' signer-steps__item--current' : '';
        return (
          <li key={label} className={`signer-steps__item${modifier}`} aria-current={index === current ? 'step' : undefined}>
            <h2 className="signer-steps__title">{label}</h2>
            <p className="signer-steps__state">
              {state}: {STEP_TEXT[index]}
            </p>
          </li>
        );
      })}
    </ol>
  );
};
