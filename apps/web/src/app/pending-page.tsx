import { useMatches } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';

export interface TPendingHandle {
  /** The screen's name, shown as the heading until the screen is built. */
  screen: string;
  pending: true;
}

const isPendingHandle = (handle: unknown): handle is TPendingHandle =>
  typeof handle === 'object' && handle !== null && (handle as TPendingHandle).pending === true;

/** The one page shown by every route whose screen a later issue builds. */
export const PendingPage = () => {
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isPendingHandle)
    .at(-1);
  return (
    <section>
      <PageHeading>{handle?.screen ?? 'This page'}</PageHeading>
      <p>This page is not available yet. Please check back soon.</p>
    </section>
  );
};

export { PendingPage as Component };
