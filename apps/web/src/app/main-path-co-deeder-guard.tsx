import { useProfile } from '@/lib/reads/profile.ts';
import { useCoDeederGuard } from '@/lib/use-co-deeder-guard.ts';

/**
 * Spec 01 section 6 on the whole main path (decision 088): every signed-in page that is neither open to anyone
 * (registration, login, the legal pages) nor the additional signer's heloc-signer area, so the dashboard, its
 * settings and every application page alike. A CO_DEEDER profile there has its session cleared and the page
 * reloaded. The application pages share this profile read (one query key). A chunk of its own: the public entry
 * pages never render it, so the profile's call description stays out of their first download (issue 18).
 */
const MainPathCoDeederGuard = () => {
  const profile = useProfile();
  useCoDeederGuard(profile.data);
  return null;
};
export default MainPathCoDeederGuard;
