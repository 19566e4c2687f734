import { useState, type FormEvent } from 'react';
import { BANNER_VARIANTS, ZCreateBannerRequest } from '@lintel/contract';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { PageHeading } from '@/ui/page-heading.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useBannerList, useCreateBanner, useUpdateBanner } from '../api/settings.ts';
import { formatDateTime } from '../format.ts';
import { SelectField } from './select-field.tsx';
import { TextArea } from './text-area.tsx';

type TDraft = { message: string; apps: string; variant: (typeof BANNER_VARIANTS)[number]; dismissable: boolean };
const EMPTY: TDraft = { message: '', apps: 'heloc', variant: 'info', dismissable: true };

/** Site-wide banners (spec 03 sections 3 and 4): the published file's banners, new ones, switched on and off. */
export const BannersPage = () => {
  const banners = useBannerList();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [draft, setDraft] = useState<TDraft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCreateBannerRequest.safeParse({
      message: draft.message,
      apps: draft.apps.split(',').map((app) => app.trim()).filter(Boolean),
      variant: draft.variant,
      dismissable: draft.dismissable,
      active: true,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => setDraft(EMPTY) });
  };
  const sorted = [...(banners.data ?? [])].sort((a, b) => b.metadata.createdAt.localeCompare(a.metadata.createdAt));
  return (
    <section>
      <PageHeading>Banners</PageHeading>
      {banners.isError || update.isError ? (
        <ErrorAlert>
          <p>{(banners.error ?? update.error)?.message}</p>
        </ErrorAlert>
      ) : null}
      <div className="ops-grid">
        <section className="ops-card" aria-labelledby="ops-banners-list">
          <h2 id="ops-banners-list">Published banners</h2>
          {sorted.length === 0 && !banners.isPending ? <p>No banners.</p> : null}
          <ul className="ops-list">
            {sorted.map((banner) => (
              <li key={banner.uuid}>
                <p className="ops-messages__text">{banner.message}</p>
                <div className="ops-row">
                  <span className="ops-status">{banner.active ? 'Active' : 'Off'}</span>
                  <span className="ops-muted">
                    {banner.variant}, {banner.apps.join(', ')}, {banner.dismissable ? 'dismissable' : 'not dismissable'}, updated{' '}
                    {formatDateTime(banner.metadata.updatedAt)}
                  </span>
                  <Button
                    variant="secondary"
                    disabled={update.isPending}
                    aria-label={`${banner.active ? 'Switch off' : 'Switch on'} banner: ${banner.message.slice(0, 60)}`}
                    onClick={() => update.mutate({ uuid: banner.uuid, change: { active: !banner.active } })}
                  >
                    {banner.active ? 'Switch off' : 'Switch on'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className="ops-card" aria-labelledby="ops-banners-new">
          <h2 id="ops-banners-new">New banner</h2>
          {create.isError ? (
            <ErrorAlert>
              <p>{create.error.message}</p>
            </ErrorAlert>
          ) : null}
          {create.isSuccess ? <p role="status">Banner published.</p> : null}
          <form noValidate onSubmit={submit}>
            <TextArea label="Message" maxLength={1000} value={draft.message} error={errors.message} onChange={(e) => setDraft({ ...draft, message: e.target.value })} />
            <TextField
              label="Applications"
              description="Application names, separated by commas (heloc for the applicant app)"
              value={draft.apps}
              error={errors.apps}
              onChange={(e) => setDraft({ ...draft, apps: e.target.value })}
            />
            <SelectField
              label="Variant"
              value={draft.variant}
              options={BANNER_VARIANTS.map((v) => ({ value: v, label: v === 'info' ? 'Information' : 'Warning' }))}
              onChange={(e) => setDraft({ ...draft, variant: e.target.value as TDraft['variant'] })}
            />
            <label className="ops-row">
              <input type="checkbox" checked={draft.dismissable} onChange={(e) => setDraft({ ...draft, dismissable: e.target.checked })} /> Applicants may
              dismiss it
            </label>
            <Button type="submit" disabled={create.isPending}>
              Publish banner
            </Button>
          </form>
        </section>
      </div>
    </section>
  );
};

export { BannersPage as Component };
