import { Navigate, useSearchParams } from 'react-router';
import { signerResumeScreen } from '@lintel/domain';
import { rememberSignerApplication } from '@/lib/signer-application.ts';
import { signerPath } from '../signer-paths.ts';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';

/**
 * heloc-signer/resume: continues where the signer stopped (the domain's signerResumeScreen). A link that names
 * the application (?applicationUuid=) makes it the one the signer's pages are about (decision 042).
 */
export const SignerResumePage = () => {
  const [params] = useSearchParams();
  const named = params.get('applicationUuid');
  if (named) rememberSignerApplication(named);
  return <SignerStatusGate>{(status) => <Navigate replace to={signerPath(signerResumeScreen(status))} />}</SignerStatusGate>;
};

export { SignerResumePage as Component };
