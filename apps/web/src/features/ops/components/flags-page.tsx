import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { getOrgCode } from '@/lib/org.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useSetFlag, useFlags } from '../api/settings.ts';
import { useIsOpsAdmin } from '../api/ops-session.ts';
import { BRAND_OPTIONS, formatDateTime } from '../format.ts';
import { SelectField } from './select-field.tsx';

/** A brand's feature flags (spec 03 section 7's keys): everyone sees them, admins switch them. */
export const FlagsPage = () => {
  const [org, setOrg] = useState(getOrgCode);
  const flags = useFlags(org);
  const setFlag = useSetFlag(org);
  const isAdmin = useIsOpsAdmin();
  return (
    <section>
      <PageHeading>Feature flags</PageHeading>
      <div className="ops-narrow">
        <SelectField label="Brand" options={BRAND_OPTIONS} value={org} onChange={(e) => setOrg(e.target.value)} />
      </div>
      {isAdmin ? null : <p className="ops-muted">Only an admin may switch flags.</p>}
      {flags.isError ? (
        <ErrorAlert>
          <p>{isApiError(flags.error) && flags.error.status === 404 ? 'You do not serve this brand.' : flags.error.message}</p>
        </ErrorAlert>
      ) : null}
      {setFlag.isError ? (
        <ErrorAlert>
          <p>{setFlag.error.message}</p>
        </ErrorAlert>
      ) : null}
      {flags.data ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">Flags of {org}</caption>
            <thead>
              <tr>
                <th scope="col">Flag</th>
                <th scope="col">State</th>
                <th scope="col">Rules</th>
                <th scope="col">Changed</th>
                {isAdmin ? <th scope="col">Action</th> : null}
              </tr>
            </thead>
            <tbody>
              {flags.data.map((flag) => (
                <tr key={flag.key}>
                  <th scope="row">
                    <code>{flag.key}</code>
                  </th>
                  <td>{flag.enabled ? 'On' : 'Off'}</td>
                  <td>{flag.rules.length}</td>
                  <td>{formatDateTime(flag.updatedAt)}</td>
                  {isAdmin ? (
                    <td>
                      <Button
                        variant="secondary"
                        disabled={setFlag.isPending}
                        onClick={() => setFlag.mutate({ key: flag.key, enabled: !flag.enabled })}
                        aria-label={`${flag.enabled ? 'Turn off' : 'Turn on'} ${flag.key}`}
                      >
                        {flag.enabled ? 'Turn off' : 'Turn on'}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : flags.isPending ? (
        <p role="status">Loading flags…</p>
      ) : null}
    </section>
  );
};

export { FlagsPage as Component };
