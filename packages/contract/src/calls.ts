import { applicationCalls } from './application-calls.ts';
import type { TCall } from './define-call.ts';
import { incomeCalls } from './income-calls.ts';
import { platformCalls } from './platform-calls.ts';
import { settingsCalls } from './settings-calls.ts';
import { verificationCalls } from './verification.ts';

/**
 * Every described call. The server's route table is checked against this list (a route that is not described
 * fails a test), and /openapi.json names each one. Add a module's list with one line.
 */
export const CALLS: readonly TCall[] = [...platformCalls, ...applicationCalls, ...settingsCalls, ...incomeCalls, ...verificationCalls];
