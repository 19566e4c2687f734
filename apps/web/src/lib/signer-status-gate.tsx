import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { TCoDeedStatus } from '@lintel/contract';
import { isApiError } from '@/lib/api-error.ts';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { useCoDeedStatus } from '@/lib/reads/co-deed-status.ts';
import { signerPath } from '@/lib/navigation.ts';

/**
 * Reads the co-deed status for a signer page: while loading a status line, a 400 (this account signs for
 * nothing here) the error page, a cancelled signing the cancelled page; otherwise the page itself.
 */
export const SignerStatusGate = ({ children }: { children: (status: TCoDeedStatus) => ReactNode }) => {
  const status = useCoDeedStatus();
  if (status.isPending) return <p role="status">Loading…</p>;
  if (status.isError) {
    if (isApiError(status.error) && (status.error.status === 400 || status.error.status === 404)) return <Navigate replace to={signerPath('error')} />;
    return <InlineErrorPanel onRetry={() => void status.refetch()} />;
  }
  if (status.data.cancelled) return <Navigate replace to={signerPath('cancelled')} />;
  return children(status.data);
};
