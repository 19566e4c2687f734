import { Link } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';
import { SignerStatusGate } from '@/lib/signer-status-gate.tsx';
import { signerPath } from '../signer-paths.ts';
import { SignerIdForm } from './signer-identity-page.tsx';
import '@/ui/layout.css';
import '../heloc-signer.css';

/**
 * heloc-signer/conditions/identity: an underwriter asked the co-owner to verify its ID again (an ID condition,
 * decision 036). The same capture and check as the signer's identity step; a passed check answers the
 * condition on the server and the co-owner returns to its conditions.
 */
export const SignerConditionIdentityPage = () => (
  <SignerStatusGate>
    {(status) => (
      <section className="signer-page">
        <PageHeading>Verify your identity</PageHeading>
        <SignerIdForm status={status} after={signerPath('conditions')} />
        <p>
          <Link to={signerPath('conditions')}>Back to your conditions</Link>
        </p>
      </section>
    )}
  </SignerStatusGate>
);

export { SignerConditionIdentityPage as Component };
