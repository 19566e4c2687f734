import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TProfile, TIdentity } from '@lintel/contract';
import { formatUsPhone, type TRegisterData, type TSuffix } from '@lintel/domain';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { getIdentity } from '../api/identity.ts';
import { findProfile } from '../api/profile.ts';
import { getRegisterData, updateRegisterData } from './register-store.ts';

/**
 * What a signed-in applicant's identity and profile already say, as register data: the email and phone
 * (both present drop the Contact Info step), the legal name, the date of birth and the home address. Only
 * fields still empty are filled, so nothing typed in this flow is overwritten.
 */
export const prefillFromProfile = (
  data: TRegisterData,
  identity: TIdentity,
  profile: TProfile | null,
): Partial<TRegisterData> => {
  const phone =
    identity.aliases.find((alias) => alias.type === 'Phone')?.value ??
    profile?.phoneNumbers.find((number) => number.type === 'MOBILE')?.number ??
    '';
  const name = profile?.name;
  const home = profile?.addresses.find((address) => address.type === 'HOME');
  const hasName = Boolean(name?.firstName && name.lastName);
  const nameEmpty = data.name.firstName === '' && data.name.lastName === '';
  const homeEmpty = data.homeAddress.street1 === '';
  return {
    email: data.email || identity.email,
    phoneNumber: data.phoneNumber || (phone ? formatUsPhone(phone) : ''),
    ...(hasName && nameEmpty && name
      ? {
          name: {
            firstName: name.firstName ?? '',
            middleName: name.middleName ?? '',
            lastName: name.lastName ?? '',
            suffix: (name.suffix ?? '') as TSuffix,
          },
        }
      : {}),
    ...(profile?.dob && data.dob === '' ? { dob: profile.dob } : {}),
    ...(home && homeEmpty
      ? { homeAddress: { street1: home.street1, street2: home.street2 ?? '', city: home.city, state: home.state, zip: home.zip } }
      : {}),
    prefilled: {
      ...data.prefilled,
      email: true,
      phoneNumber: phone !== '',
      name: data.prefilled.name || hasName,
      dob: data.prefilled.dob || Boolean(profile?.dob),
      homeAddress: data.prefilled.homeAddress || Boolean(home),
    },
  };
};

/** Spec 01 sections 2 and 4: a signed-in applicant starting another application is prefilled from the profile. */
export const usePrefillFromProfile = () => {
  const loggedIn = useIsAuthenticated();
  const known = useQuery({
    queryKey: ['registration-prefill'],
    queryFn: async () => {
      const [identity, profile] = await Promise.all([getIdentity(), findProfile()]);
      return { identity, profile };
    },
    enabled: loggedIn,
    staleTime: Infinity,
  });
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!known.data) return;
    updateRegisterData(prefillFromProfile(getRegisterData(), known.data.identity, known.data.profile));
    setApplied(true);
  }, [known.data]);
  // Pending until the facts are in the register data, so a form mounting next starts from them.
  return { isPending: loggedIn && !applied && !known.isError };
};
