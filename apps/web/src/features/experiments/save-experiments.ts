import { saveExperimentsCall, urlOf, ZExperimentList, type TExperimentRecord } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

export const experimentsPath = (applicationUuid: string) => urlOf(saveExperimentsCall, { context: 'secure', applicationUuid });

/** PATCH {applicationUuid}/experiments (spec 03 section 7): body experiments, a list of {name, variation}. */
export const saveExperiments = async (applicationUuid: string, experiments: TExperimentRecord[]) =>
  ZExperimentList.parse(await api.patch(experimentsPath(applicationUuid), { experiments }));
