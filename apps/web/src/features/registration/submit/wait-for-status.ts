import { isWaitingStatus, pollingDecision } from '@lintel/domain';
import { getApplicationStatus } from '../api/application-status.ts';

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Polls the new application's status with the domain's backoff until it leaves its waiting state, the
 * policy gives up, or `timeoutMs` passes. Resolves either way: the status page decides what comes next.
 */
export const waitForStatusChange = async (uuid: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let attempt = 0;
  let status = 'IN_PROGRESS';
  while (Date.now() < deadline) {
    try {
      status = (await getApplicationStatus(uuid)).applicationStatus;
    } catch {
      return;
    }
    if (!isWaitingStatus(status)) return;
    const decision = pollingDecision({ status, attempt });
    if (!decision.poll) return;
    attempt += 1;
    await sleep(Math.min(decision.delayMs, Math.max(0, deadline - Date.now())));
  }
};
