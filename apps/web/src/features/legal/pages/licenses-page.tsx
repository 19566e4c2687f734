import { useBrand } from '@/brand/use-brand.ts';
import { InlineErrorPanel } from '@/ui/inline-error-panel.tsx';
import { useStateLicenses } from '../api/get-state-licenses.ts';
import { ContactLine } from '../components/contact-line.tsx';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** /licenses: the company's NMLS number and the states it is licensed in, from the state-licenses call. */
const LicensesPage = () => {
  const brand = useBrand();
  const licenses = useStateLicenses(brand.orgCode);
  return (
    <LegalPage
      title={`${brand.companyName} Licenses`}
      intro={
        <p>
          {brand.companyName} is licensed by the Nationwide Multistate Licensing System as NMLS #{brand.nmlsNumber}.{' '}
          <a href={brand.nmlsUrl} rel="noreferrer" target="_blank">
            Look up {brand.companyNameShort} on NMLS Consumer Access
          </a>
          .
        </p>
      }
    >
      <LegalSection heading="States where we lend">
        {licenses.isError ? <InlineErrorPanel message="The list of licensed states could not be loaded. Please try again." onRetry={() => void licenses.refetch()} /> : null}
        {licenses.isPending ? <p role="status">Loading licensed states…</p> : null}
        {licenses.data ? (
          <ul className="legal-page__states">
            {licenses.data.map((state) => (
              <li key={state.abbrev}>{state.name}</li>
            ))}
          </ul>
        ) : null}
      </LegalSection>
      <LegalSection heading="Questions or complaints">
        <ContactLine />
      </LegalSection>
    </LegalPage>
  );
};

export { LicensesPage as Component };
