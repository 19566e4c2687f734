import { sendLeaveSurveyCall, type TLeaveSurveyRequest } from '@lintel/contract';
import { api } from '@/lib/api-client.ts';

/** POST the leave-survey's answer. Logging out never waits on it failing: the caller ignores errors. */
export const sendLeaveSurvey = (answer: TLeaveSurveyRequest) => api.post<unknown>(sendLeaveSurveyCall.path, answer, { redirectOnUnauthenticated: false });
