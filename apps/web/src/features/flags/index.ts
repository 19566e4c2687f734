// Feature flags: the provider the shell mounts. Components read flags with useFlag from @/lib/feature-flags.ts.
export { FlagsProvider } from './components/flags-provider.tsx';
export { getFlagDecisions, flagDecisionPath, keepKnownFlags } from './api/get-flag-decisions.ts';
