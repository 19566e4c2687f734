import { stateSiteRedirect, type TStateSiteRedirect } from '@lintel/brands';
import { useFlag } from './feature-flags.ts';
import { getOrgCode } from './org.ts';

export const NY_MODAL_FLAG = 'fe-heloc-figure-ny-modal';

export type TStateSiteTarget = TStateSiteRedirect & { toNewYork: boolean };

/**
 * Whether the New York modal applies to a property state on this site, and where it sends the applicant:
 * only while the fe-heloc-figure-ny-modal flag is on and a sibling brand serves that state. Feed the
 * answer to <StateSiteModal> from @/ui/state-site-modal.tsx.
 */
export const useStateSiteRedirect = (propertyState: string | null | undefined): TStateSiteTarget | null => {
  const enabled = useFlag(NY_MODAL_FLAG);
  if (!enabled || !propertyState) return null;
  const target = stateSiteRedirect({ orgCode: getOrgCode(), propertyState });
  return target ? { ...target, toNewYork: propertyState.toUpperCase() === 'NY' } : null;
};
