import { useEffect } from 'react';
import { useLocation, useMatch } from 'react-router';
import { chooseVariation, EXPERIMENTS, isUuid } from '@lintel/domain';
import { useFlagStatus, useFlagValue } from '@/lib/feature-flags.ts';
import { track } from '@/lib/telemetry/index.ts';
import { useIsAuthenticated } from '@/lib/use-is-authenticated.ts';
import { readExperimentMarker, removeExperimentMarker, writeExperimentMarker } from './experiment-markers.ts';
import { saveExperiments } from './save-experiments.ts';

export const EXPERIMENT_ASSIGNED_EVENT = 'experimentAssigned';

// Saves in flight, so two renders never send the same assignment twice.
const inFlight = new Set<string>();

/**
 * Assigns a variation once per application and experiment (spec 03 section 4): when the experiment is
 * active (its flag on), the flags have been fetched and the application is known. The variation is marked
 * locally first, then saved; on success a tracking event is sent; on failure the marker is removed, so the
 * next page the applicant opens tries again.
 */
const AssignOne = ({ experiment }: { experiment: (typeof EXPERIMENTS)[number] }) => {
  const authenticated = useIsAuthenticated();
  const status = useFlagStatus();
  const flag = useFlagValue(experiment.flagKey);
  const match = useMatch('/account/heloc/:uuid/*');
  const { pathname } = useLocation();
  const applicationUuid = match?.params.uuid && isUuid(match.params.uuid) ? match.params.uuid : undefined;

  useEffect(() => {
    if (!authenticated || status !== 'ready' || !flag?.enabled || !applicationUuid) return;
    const key = `${applicationUuid}:${experiment.name}`;
    if (inFlight.has(key) || readExperimentMarker(applicationUuid, experiment.name)) return;
    const variation = chooseVariation({ applicationUuid, experimentName: experiment.name, forced: flag.variables['variation'] });
    writeExperimentMarker(applicationUuid, experiment.name, variation);
    inFlight.add(key);
    saveExperiments(applicationUuid, [{ name: experiment.name, variation }])
      .then(() => track(EXPERIMENT_ASSIGNED_EVENT, { experiment: experiment.name, variation }, { applicationUuid }))
      .catch(() => removeExperimentMarker(applicationUuid, experiment.name))
      .finally(() => inFlight.delete(key));
  }, [authenticated, status, flag, applicationUuid, experiment.name, pathname]);

  return null;
};

export const ExperimentAssigner = () => (
  <>
    {EXPERIMENTS.map((experiment) => (
      <AssignOne key={experiment.name} experiment={experiment} />
    ))}
  </>
);
