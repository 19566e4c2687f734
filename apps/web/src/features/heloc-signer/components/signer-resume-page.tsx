import { Navigate } from 'react-router';
import { signerResumeScreen } from '@lintel/domain';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';

/** heloc-signer/resume: continues where the signer stopped (the domain's signerResumeScreen). */
export const SignerResumePage = () => (
  <SignerStatusGate>{(status) => <Navigate replace to={signerPath(signerResumeScreen(status))} />}</SignerStatusGate>
);

export { SignerResumePage as Component };
