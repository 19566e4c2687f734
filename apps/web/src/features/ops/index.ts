// The agents' console (issue 17 item 4, decision 034): its own lazy chunks under /ops, combined in app/.
export { OpsLayout } from './components/ops-layout.tsx';
