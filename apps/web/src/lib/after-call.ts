/**
 * Runs `next` once a call has answered, and `failed` if it did not, even when the page that made the call has
 * been replaced meanwhile. TanStack Query drops the callbacks given to `mutate` when the component that called it
 * unmounts, and a call that moves the application on often does unmount it: the new status can arrive (a poll,
 * the status cache's invalidation) and re-render the page as "not open" before the call's own answer does, and
 * the applicant was left on that page (issue 18's CI runs: the bank confirm and income upload pages). The call's
 * promise survives the page; its error still shows through the mutation's `error` while the page lives.
 */
export const afterCall = <TAnswer>(call: Promise<TAnswer>, next: (answer: TAnswer) => unknown, failed?: (error: unknown) => void): void => {
  call.then(
    (answer) => void next(answer),
    (error: unknown) => failed?.(error),
  );
};
