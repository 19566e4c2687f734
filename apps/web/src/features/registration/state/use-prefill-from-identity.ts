import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatUsPhone } from '@lintel/domain';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { getIdentity } from '../api/identity.ts';
import { getRegisterData, updateRegisterData } from './register-store.ts';

/**
 * A signed-in applicant already has an email and maybe a phone: they are filled in (and marked prefilled,
 * which drops Contact Info from the progress list when both exist).
 */
export const usePrefillFromIdentity = () => {
  const loggedIn = useIsAuthenticated();
  const identity = useQuery({
    queryKey: ['registration-identity'],
    queryFn: getIdentity,
    enabled: loggedIn,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!identity.data) return;
    const data = getRegisterData();
    const phone = identity.data.aliases.find((alias) => alias.type === 'Phone')?.value ?? '';
    updateRegisterData({
      email: data.email || identity.data.email,
      phoneNumber: data.phoneNumber || (phone ? formatUsPhone(phone) : ''),
      prefilled: { ...data.prefilled, email: true, phoneNumber: phone !== '' },
    });
  }, [identity.data]);
};
