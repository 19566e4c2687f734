// One lint setup for the whole repo. The boundary rules below encode ARCHITECTURE.md's
// dependency direction (web -> contract -> domain, api -> contract -> domain, brands -> domain);
// each failing import says why it is refused.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

const restrict = (patterns) => ['error', { patterns }];

/** Features of the web app never import each other: what two share moves to ui, lib or domain. */
const featureIsolation = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}": move what both need to src/ui, src/lib or @lintel/domain (ARCHITECTURE.md).' } },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const mine = /apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!mine) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target;
      if (source.startsWith('.')) target = path.posix.join(path.posix.dirname(file), source);
      else if (source.startsWith('@/')) target = 'apps/web/src/' + source.slice(2);
      else return;
      const theirs = /apps\/web\/src\/features\/([^/]+)/.exec(target)?.[1] ?? /(?:^|\/)features\/([^/]+)/.exec(target)?.[1];
      if (theirs && theirs !== mine) context.report({ node, messageId: 'cross', data: { from: mine, to: theirs } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};

/**
 * The server's boundaries (ARCHITECTURE.md, decision 016): platform/ sits at the bottom and imports no module;
 * a module is reached only through its index.ts and never through another module's tables; the environment is
 * read in one place. Checked on apps/api/src (tests may reach inside a module to set up what they check).
 */
const API_SRC = 'apps/api/src/';
const apiBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      platform:
        'platform/ must not import module "{{to}}": platform is the bottom layer every module builds on; pass what it needs in from app.ts (the way the workflow engine takes the application port).',
      vendors: 'vendors/ must not import module "{{to}}": a vendor adapter knows its outside party only; the module that calls it passes what it needs.',
      internals:
        '{{from}} must not import "{{path}}" inside module "{{to}}": import from modules/{{to}}/index.ts, the module\'s public face, so its insides can change (and the module can be cut out) freely.',
      tables:
        '"{{path}}" is module "{{to}}"\'s tables: only that module reads and writes them. Call a function module "{{to}}" exports from its index.ts instead (spec 04 section 1).',
      exportTables: 'A module\'s index.ts must not export its tables: other modules reach its data only through its functions (spec 04 section 1).',
      env: 'process.env is read only in platform/config.ts: add the setting there (validated at start, naming the bad variable) and to the README\'s configuration table, then read it from app.config.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const at = file.indexOf(API_SRC);
    if (at < 0) return {};
    const rel = file.slice(at + API_SRC.length);
    const isConfig = rel === 'platform/config.ts';
    const myModule = /^modules\/([^/]+)\//.exec(rel)?.[1];
    const area = rel.startsWith('platform/') ? 'platform' : rel.startsWith('vendors/') ? 'vendors' : myModule ? 'module' : 'root';
    const isModuleIndex = myModule !== undefined && rel === `modules/${myModule}/index.ts`;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), source));
      const match = /^modules\/([^/]+)\/(.+)$/.exec(target);
      if (!match) return;
      const [, to, inner] = match;
      const typeOnly = node.exportKind === 'type' || node.importKind === 'type';
      if (isModuleIndex && to === myModule && /(^|\/)tables\.ts$/.test(inner) && node.type !== 'ImportDeclaration' && !typeOnly) {
        context.report({ node, messageId: 'exportTables' });
        return;
      }
      if (area === 'platform') return context.report({ node, messageId: 'platform', data: { to } });
      if (area === 'vendors') return context.report({ node, messageId: 'vendors', data: { to } });
      if (to === myModule || inner === 'index.ts') return;
      // Where the app is composed, every module's tables are gathered for the migrations.
      if (rel === 'schema.ts' && /(^|\/)tables\.ts$/.test(inner)) return;
      const data = { from: myModule ? `Module "${myModule}"` : `"${rel}"`, to, path: `modules/${to}/${inner}` };
      context.report({ node, messageId: /(^|\/)tables\.ts$/.test(inner) ? 'tables' : 'internals', data });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      MemberExpression: (node) => {
        if (!isConfig && node.object.type === 'Identifier' && node.object.name === 'process' && !node.computed && node.property.name === 'env')
          context.report({ node, messageId: 'env' });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.dist-*/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { lintel: { rules: { 'feature-isolation': featureIsolation, 'api-boundaries': apiBoundaries } } },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', 'node:*', 'fs', 'path'], message: 'domain is pure: no React, no Node, no I/O (ARCHITECTURE.md).' },
        { group: ['@lintel/contract', '@lintel/brands', '@lintel/web', '@lintel/api', '**/apps/**'], message: 'domain is the bottom layer and imports no other workspace.' },
      ]),
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', 'node:*'], message: 'contract describes the wire only: no React, no Node.' },
        { group: ['@lintel/brands', '@lintel/web', '@lintel/api', '**/apps/**'], message: 'contract depends on domain only (web -> contract -> domain).' },
      ]),
    },
  },
  {
    files: ['packages/brands/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', '@lintel/contract', '@lintel/web', '@lintel/api', '**/apps/**'], message: 'brands are data validated by domain: brands -> domain only.' },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'lintel/feature-isolation': 'error',
      'no-restricted-imports': restrict([
        { group: ['@lintel/api', '**/apps/api/**', 'node:*'], message: 'the web never imports the server (ARCHITECTURE.md).' },
      ]),
    },
  },
  {
    // The web build's own plugins run in Node at build time (decision 072): Node's modules are theirs to use.
    files: ['apps/web/vite-plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@lintel/api', '**/apps/api/**'], message: 'the web never imports the server (ARCHITECTURE.md).' },
      ]),
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/features/**', '@/features/**', '**/lib/api*', '@lintel/brands'], message: 'ui primitives know no feature, no brand and make no call.' },
      ]),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'lintel/api-boundaries': 'error',
      'no-restricted-imports': restrict([
        { group: ['@lintel/web', '**/apps/web/**', 'react', 'react-*'], message: 'the api never imports the web app (ARCHITECTURE.md).' },
      ]),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
