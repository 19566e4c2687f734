import { ADDITIONAL_SIGNER_VERSION_V1 } from '@lintel/domain';
import type { Db } from '../../platform/database.ts';

/** The live additional signers of some applications, each with the identity that accepted, null until then. */
export type TFindApplicationSigners = (options: {
  db: Db;
  applicationUuids: readonly string[];
}) => Promise<readonly { applicationUuid: string; identityUuid: string | null }[]>;

/** What the application answer says about its additional signers (spec 02 section 3). */
export type TApplicationSigners = {
  helocSigners: { identityUuid: string }[];
  additionalSignerVersion: string | null;
};

export const NO_SIGNERS: TApplicationSigners = { helocSigners: [], additionalSignerVersion: null };

/**
 * The signers module owns the signers and imports this module, so it cannot be imported from here (an import
 * cycle): it hands over its reader when it loads (signers/index.ts, decision 076). The reader takes the
 * database handle, so one reader serves every app instance of the process.
 */
let findSigners: TFindApplicationSigners | undefined;

export const provideApplicationSigners = (find: TFindApplicationSigners): void => {
  findSigners = find;
};

/**
 * helocSigners and additionalSignerVersion of each application, in one query whatever the number of
 * applications: the signers who have an account, by identity, and 'v1' while any signer is named.
 */
export const findApplicationSigners = async (options: {
  db: Db;
  applicationUuids: readonly string[];
}): Promise<Map<string, TApplicationSigners>> => {
  const answers = new Map<string, TApplicationSigners>();
  if (options.applicationUuids.length === 0) return answers;
  if (!findSigners)
    throw new Error('the signers module has not provided its reader (import modules/signers/index.ts)');
  for (const signer of await findSigners(options)) {
    const answer = answers.get(signer.applicationUuid) ?? {
      helocSigners: [],
      additionalSignerVersion: ADDITIONAL_SIGNER_VERSION_V1,
    };
    if (signer.identityUuid) answer.helocSigners.push({ identityUuid: signer.identityUuid });
    answers.set(signer.applicationUuid, answer);
  }
  return answers;
};
