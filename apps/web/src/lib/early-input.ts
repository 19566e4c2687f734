/**
 * What a visitor does on a prerendered page (decision 045) in the moment between its paint and its
 * hydration: typing, choosing a radio or a box, pressing a button or submitting. React keeps what the DOM
 * holds when it hydrates, but knows nothing of it, and the form library sets each field to its default when
 * it registers it; a native submit would leave the page. So, from the moment the entry script runs until the
 * app is live, this records every field the visitor changed (and the ones changed before it ran), holds back
 * button presses and submits, and replays them once hydration has committed, as the events React listens
 * to: the page ends up exactly as if the visitor had waited.
 */
type TField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TAnswer = { field: TField; value: string; checked: boolean };
type TPress =
  | { kind: 'click'; button: HTMLButtonElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const isField = (target: EventTarget | null): target is TField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const isToggle = (field: TField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');

/** Changed from what the HTML said: the visitor's doing. */
const changedFromMarkup = (field: TField): boolean => {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
};

/** Sets a value the way typing does, so React's change tracking sees it and calls onChange. */
const typeValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  // Through the element (React's tracker learns of it), then natively: the next input event is a change.
  field.value = value === '' ? ' ' : '';
  nativeSetter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

const replayAnswer = ({ field, value, checked }: TAnswer) => {
  if (!field.isConnected || field.disabled) return;
  if (isToggle(field)) {
    if (field.type === 'radio' && !checked) return;
    // Set to the opposite through the element, then clicked: the click is the change React listens to.
    field.checked = !checked;
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else {
    typeValue(field, value);
  }
};

export type TEarlyInput = {
  /** Replays what was recorded and stops recording; call once hydration has committed. */
  replay: () => void;
  /** Stops recording without replaying (the page is rendered afresh instead). */
  stop: () => void;
};

export const keepEarlyInput = (root: HTMLElement): TEarlyInput => {
  const answers = new Map<TField, TAnswer>();
  const presses: TPress[] = [];
  const remember = (field: TField) => {
    if (!root.contains(field)) return;
    // A radio's group has one answer: the checked one.
    if (field instanceof HTMLInputElement && field.type === 'radio')
      for (const other of answers.keys())
        if (other instanceof HTMLInputElement && other.type === 'radio' && other.name === field.name)
          answers.delete(other);
    answers.delete(field);
    answers.set(field, { field, value: field.value, checked: isToggle(field) && field.checked });
  };
  for (const field of root.querySelectorAll<TField>('input, select, textarea'))
    if (changedFromMarkup(field)) remember(field);

  const onChange = (event: Event) => {
    if (isField(event.target)) remember(event.target);
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.type !== 'button') return;
    event.preventDefault();
    presses.push({ kind: 'click', button });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    presses.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  let stopped = false;
  const stop = () => {
    stopped = true;
    document.removeEventListener('input', onChange, true);
    document.removeEventListener('change', onChange, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
  return {
    stop,
    replay: () => {
      if (stopped) return;
      stop();
      for (const answer of answers.values()) replayAnswer(answer);
      for (const press of presses) {
        if (press.kind === 'click') {
          if (press.button.isConnected) press.button.click();
        } else if (press.form.isConnected) {
          const submitter =
            press.submitter instanceof HTMLButtonElement &&
            press.submitter.isConnected &&
            press.submitter.form === press.form
              ? press.submitter
              : null;
          press.form.requestSubmit(submitter);
        }
      }
    },
  };
};
