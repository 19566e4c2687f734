import type { FastifyInstance } from 'fastify';
import { escape } from 'html-escaper';
import { getOpenApiDocumentCall } from '@lintel/contract';
import { styleNonceOf } from './csp-nonce.ts';
import { registerCall } from './register-call.ts';

export const API_REFERENCE_PATH = '/docs/api';

type TSchema = Record<string, unknown>;
type TOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    schema?: TSchema;
    description?: string;
  }>;
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: TSchema }> }>;
};
type TDocument = {
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, TOperation>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A schema in one short line: its type, its bounds, its enumeration. */
const describeType = (schema: TSchema | undefined): string => {
  if (!schema) return 'any';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if ('const' in schema) return `exactly ${JSON.stringify(schema.const)}`;
  const parts: string[] = [];
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type as string | undefined);
  parts.push(type ?? (schema.anyOf ? 'one of several shapes' : 'any'));
  if (schema.format) parts.push(`(${String(schema.format)})`);
  if (typeof schema.maxLength === 'number') parts.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minimum === 'number') parts.push(`from ${schema.minimum}`);
  if (typeof schema.maximum === 'number') parts.push(`to ${schema.maximum}`);
  return parts.join(' ');
};

const renderSchema = (schema: TSchema | undefined): string =>
  schema
    ? `<details><summary>Schema</summary><pre tabindex="0">${escape(JSON.stringify(schema, null, 2))}</pre></details>`
    : '<p>No body.</p>';

const anchorOf = (operationId: string) => `op-${operationId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const renderOperation = (method: string, path: string, operation: TOperation, index: number): string => {
  const id = anchorOf(operation.operationId ?? `${method}-${index}`);
  const access = operation.security?.length
    ? 'Needs a session (Authorization: Bearer).'
    : 'No session needed.';
  const parameters = (operation.parameters ?? [])
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escape(p.name)}</code></th><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escape(describeType(p.schema))}</td></tr>`,
    )
    .join('');
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const answers = Object.entries(operation.responses ?? {})
    .map(
      ([status, answer]) =>
        `<li><strong>${escape(status)}</strong> ${escape(answer.description ?? '')}${renderSchema(answer.content?.['application/json']?.schema)}</li>`,
    )
    .join('');
  return `<section class="op" id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary ?? '')}</p>
<p>${access}${operation.operationId ? ` Operation id: <code>${escape(operation.operationId)}</code>.` : ''}</p>
${parameters ? `<table><caption>Parameters</caption><thead><tr><th scope="col">name</th><th scope="col">in</th><th scope="col">required</th><th scope="col">type</th></tr></thead><tbody>${parameters}</tbody></table>` : ''}
${body ? `<h4>Request body</h4>${renderSchema(body)}` : ''}
<h4>Answers</h4><ul>${answers}</ul>
</section>`;
};

/** The readable reference for partner engineers: every operation of the OpenAPI document, grouped by service. */
export const renderApiReference = (document: TDocument, nonce: string): string => {
  const groups = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  let index = 0;
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      index += 1;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, operation, index)]);
      const label = `${method.toUpperCase()} ${path}`;
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${anchorOf(operation.operationId ?? `${method}-${index}`)}">${escape(label)}</a></li>`,
      ]);
    }
  const tags = [...groups.keys()].sort();
  const nav = tags
    .map((tag) => `<li>${escape(tag)}<ul>${(contents.get(tag) ?? []).join('')}</ul></li>`)
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${(groups.get(tag) ?? []).join('')}</section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style nonce="${escape(nonce)}">
body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1a1a1a;background:#fff}
a{color:#0b4f9c}a:focus-visible,summary:focus-visible,pre:focus-visible{outline:3px solid #0b4f9c;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
header,main,nav{padding:1rem}main{max-width:60rem}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;max-height:24rem;font-size:.85rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:600}.method{display:inline-block;min-width:4rem;font-family:monospace}
.op{border-top:1px solid #767676;margin-top:1.5rem;padding-top:.5rem}a,code,h3{overflow-wrap:anywhere}
nav ul{padding-left:1.25rem}table{width:100%;table-layout:fixed}th,td{overflow-wrap:anywhere}
@media (min-width:1024px){.layout{display:grid;grid-template-columns:22rem 1fr}nav{position:sticky;top:0;max-height:100vh;overflow:auto}}
</style>
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header><h1>${escape(document.info.title)} reference</h1>
<p>${escape(document.info.description ?? '')}</p>
<p>The machine-readable document: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p></header>
<div class="layout">
<nav aria-label="Operations"><ul>${nav}</ul></nav>
<main id="main" tabindex="-1">${sections}</main>
</div>
</body>
</html>
`;
};

/** GET /openapi.json (a described call) and GET /docs/api (its readable page). */
export const registerApiReference = (app: FastifyInstance) => {
  registerCall(app, getOpenApiDocumentCall, {}, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  app.get(API_REFERENCE_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const html = renderApiReference(app.swagger() as unknown as TDocument, styleNonceOf(reply.raw));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
};
