import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']) });

export const checkHealthCall = defineCall({
  id: 'checkHealth',
  method: 'GET',
  path: '/healthz',
  summary:
    '200 once the server can answer with its database reachable and, on PostgreSQL, its notification listener connected; 503 otherwise. No org header needed.',
  tag: 'platform',
  access: 'public',
  answers: { 200: ZHealth },
  errors: [],
});

/** The OpenAPI 3.1 document itself: an object whose shape OpenAPI defines. */
export const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string() }),
});

export const getOpenApiDocumentCall = defineCall({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/openapi.json',
  summary:
    'This document: every call of the server, as OpenAPI 3.1. The readable form is the page /docs/api.',
  tag: 'platform',
  access: 'public',
  answers: { 200: ZOpenApiDocument },
  errors: [],
});

export const platformCalls = [checkHealthCall, getOpenApiDocumentCall] as const;
