import { http, HttpResponse } from 'msw';

/**
 * Answers for the calls every page's shell makes (flags, telemetry, banners, support hours, licensed
 * states), so page tests need not repeat them; a test overrides any of them with server.use().
 */
export const shellHandlers = [
  http.post('*/service-optimize/:context/api/v2/decision', () => HttpResponse.json([])),
  http.post('*/ft/:context/session', () => HttpResponse.json({ sessionKey: 'test-session', uuid: 'test-session', epoch: 0, trackerUuid: null })),
  http.post('*/ft/:context/event', () => new HttpResponse(null, { status: 204 })),
  http.get('*/static/banners/:file', () => HttpResponse.json([])),
  http.get('*/service-operating-hours/external/api/v1/hours/:department', () => HttpResponse.json([])),
  http.get('*/service-application/external/api/v1/heloc/state-licenses', () => HttpResponse.json([])),
];
