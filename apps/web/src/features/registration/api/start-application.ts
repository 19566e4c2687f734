import {
  createApplicationCall,
  urlOf,
  verifyAbilityToStartApplicationCall,
  type TCreateApplicationBody,
  type THelocApplication,
} from '@lintel/contract';
import { api } from '@/lib/api-client.ts';
import { APPLICATIONS_PATH, getApplications } from '@/lib/reads/applications.ts';

export { APPLICATIONS_PATH };
export const VERIFY_ABILITY_PATH = urlOf(verifyAbilityToStartApplicationCall, {});
export const CREATE_APPLICATION_PATH = urlOf(createApplicationCall, {});

export const verifyAbilityToStart = async () =>
  verifyAbilityToStartApplicationCall.answers[200].parse(await api.get(VERIFY_ABILITY_PATH));

/** The shared applications read (lib/reads). */
export const listApplications = getApplications;

/**
 * POST create-application?state= with an Idempotency-Key: the server answers the same application for a
 * repeat of the key, so a double click or a retry after a lost answer never makes a second one.
 */
export const createApplication = async (options: {
  state: string;
  body: TCreateApplicationBody;
  idempotencyKey: string;
}): Promise<THelocApplication> =>
  createApplicationCall.answers[200].parse(
    await api.post(CREATE_APPLICATION_PATH, options.body, {
      query: { state: options.state },
      headers: { 'Idempotency-Key': options.idempotencyKey },
    }),
  );
