import {
  ZHelocApplication,
  ZHelocApplicationList,
  ZVerifyAbilityToStartApplication,
  type TCreateApplicationBody,
  type THelocApplication,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const VERIFY_ABILITY_PATH =
  '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';
export const APPLICATIONS_PATH = '/service-application/api/v1/application/heloc/all';
export const CREATE_APPLICATION_PATH = '/service-application/api/v1/application/heloc/create-application';

export const verifyAbilityToStart = async () =>
  ZVerifyAbilityToStartApplication.parse(await api.get(VERIFY_ABILITY_PATH));

export const listApplications = async (): Promise<THelocApplication[]> =>
  ZHelocApplicationList.parse(await api.get(APPLICATIONS_PATH));

/**
 * POST create-application?state= with an Idempotency-Key: the server answers the same application for a
 * repeat of the key, so a double click or a retry after a lost answer never makes a second one.
 */
export const createApplication = async (options: {
  state: string;
  body: TCreateApplicationBody;
  idempotencyKey: string;
}): Promise<THelocApplication> =>
  ZHelocApplication.parse(
    await api.post(CREATE_APPLICATION_PATH, options.body, {
      query: { state: options.state },
      headers: { 'Idempotency-Key': options.idempotencyKey },
    }),
  );
