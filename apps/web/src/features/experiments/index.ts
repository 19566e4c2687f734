// Experiments (spec 03 section 4): the shell mounts the assigner; it saves each application's variation once.
export { ExperimentAssigner, EXPERIMENT_ASSIGNED_EVENT } from './experiment-assigner.tsx';
