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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { lintel: { rules: { 'feature-isolation': featureIsolation } } },
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
