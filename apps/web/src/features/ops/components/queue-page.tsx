import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { QUEUE_PAGE_SIZE, useApplications, type TQueueFilters } from '../api/applications.ts';
import { BRAND_OPTIONS, formatDateTime, statusWords } from '../format.ts';
import { SelectField } from './select-field.tsx';

/** Age bands of the queue's filter, in whole days on the simulated clock. */
const AGES: Record<string, { label: string; minAgeDays?: number; maxAgeDays?: number }> = {
  '': { label: 'Any age' },
  day: { label: 'Under a day old', maxAgeDays: 1 },
  week: { label: '1 to 7 days old', minAgeDays: 1, maxAgeDays: 7 },
  older: { label: 'Over 7 days old', minAgeDays: 7 },
  month: { label: 'Over 30 days old', minAgeDays: 30 },
};

const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: statusWords(s) }))];
const BRAND_FILTER = [{ value: '', label: 'All my brands' }, ...BRAND_OPTIONS];
const AGE_OPTIONS = Object.entries(AGES).map(([value, { label }]) => ({ value, label }));

const filtersOf = (params: URLSearchParams): TQueueFilters => {
  const age = AGES[params.get('age') ?? ''] ?? AGES['']!;
  return {
    q: params.get('q') || undefined,
    status: params.get('status') || undefined,
    org: params.get('org') || undefined,
    minAgeDays: age.minAgeDays,
    maxAgeDays: age.maxAgeDays,
    page: Math.max(0, Number(params.get('page')) || 0),
  };
};

/** The application queue: filters live in the address, so Back, Forward and a shared link keep them. */
export const QueuePage = () => {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useApplications(filters);
  const [draft, setDraft] = useState(() => ({
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    org: params.get('org') ?? '',
    age: params.get('age') ?? '',
  }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value.trim()) next.set(key, value.trim());
    setParams(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  const total = list.data?.total ?? 0;
  // Past a thousand matches the server stops counting: the total is then "more than" (decision 044).
  const more = list.data?.totalIsLowerBound ?? false;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const first = filters.page * QUEUE_PAGE_SIZE;
  const totalWords = more ? `more than ${total.toLocaleString('en-US')}` : total.toLocaleString('en-US');

  return (
    <section>
      <PageHeading>Applications</PageHeading>
      <form className="ops-filters" role="search" aria-label="Applications" onSubmit={apply}>
        <TextField
          label="Search"
          description="Name, email or loan number"
          type="search"
          maxLength={200}
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField label="Status" options={STATUS_OPTIONS} value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value })} />
        <SelectField label="Brand" options={BRAND_FILTER} value={draft.org} onChange={(e) => setDraft({ ...draft, org: e.target.value })} />
        <SelectField label="Age" options={AGE_OPTIONS} value={draft.age} onChange={(e) => setDraft({ ...draft, age: e.target.value })} />
        <Button type="submit">Apply filters</Button>
      </form>

      {list.isError ? (
        <ErrorAlert>
          <p>{list.error.message}</p>
        </ErrorAlert>
      ) : null}
      <p role="status" className="ops-muted">
        {list.isPending ? 'Loading applications…' : total === 0 ? 'No applications match.' : `Showing ${first + 1}–${first + (list.data?.items.length ?? 0)} of ${totalWords}`}
      </p>
      {list.data && list.data.items.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">Applications, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Loan number</th>
                <th scope="col">Status</th>
                <th scope="col">Brand</th>
                <th scope="col">State</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((item) => (
                <tr key={item.uuid}>
                  <th scope="row">
                    <Link to={`/ops/applications/${item.uuid}`}>
                      {item.firstName} {item.lastName}
                    </Link>
                    {item.email ? <span className="ops-table__sub">{item.email}</span> : null}
                  </th>
                  <td>{item.loanNumber ?? '—'}</td>
                  <td>
                    <span className="ops-status" title={item.applicationStatus}>
                      {statusWords(item.applicationStatus)}
                    </span>
                  </td>
                  <td>{item.organizationCode}</td>
                  <td>{item.propertyState ?? '—'}</td>
                  <td>{formatDateTime(item.createdDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {total > QUEUE_PAGE_SIZE ? (
        <nav className="ops-pager" aria-label="Pages">
          <Button variant="secondary" disabled={filters.page === 0} onClick={() => goToPage(filters.page - 1)}>
            Previous page
          </Button>
          <span>
            Page {filters.page + 1} of {more ? `more than ${pages.toLocaleString('en-US')}` : pages}
          </span>
          <Button variant="secondary" disabled={!list.data?.nextCursor} onClick={() => goToPage(filters.page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </section>
  );
};

export { QueuePage as Component };
