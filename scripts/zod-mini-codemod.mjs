// One-off codemod (decision 063): rewrites zod classic method chains in the given files as zod/mini's functional
// form (`z.string().trim().min(1, m)` -> `z.string().check(z.trim(), z.minLength(1, m))`, `X.optional()` ->
// `z.optional(X)`). Prints what it could not map so a person finishes it; run `npx tsc -b` after.
// Usage: node scripts/zod-mini-codemod.mjs <file>...
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const CHECKS_ANY = { refine: 'refine', superRefine: 'superRefine', check: null };
const CHECKS_STRING = {
  trim: 'trim',
  toUpperCase: 'toUpperCase',
  toLowerCase: 'toLowerCase',
  min: 'minLength',
  max: 'maxLength',
  length: 'length',
  regex: 'regex',
  startsWith: 'startsWith',
  endsWith: 'endsWith',
  includes: 'includes',
  nonempty: 'minLength(1)',
};
const CHECKS_NUMBER = {
  min: 'gte',
  max: 'lte',
  gte: 'gte',
  lte: 'lte',
  gt: 'gt',
  lt: 'lt',
  int: 'int',
  positive: 'positive',
  nonnegative: 'nonnegative',
  negative: 'negative',
  multipleOf: 'multipleOf',
};
const CHECKS_ARRAY = { min: 'minLength', max: 'maxLength', length: 'length', nonempty: 'minLength(1)' };
const WRAP = {
  optional: (r) => `z.optional(${r})`,
  nullable: (r) => `z.nullable(${r})`,
  nullish: (r) => `z.nullish(${r})`,
  readonly: (r) => `z.readonly(${r})`,
  array: (r) => `z.array(${r})`,
  default: (r, a) => `z._default(${r}, ${a})`,
  catch: (r, a) => `z.catch(${r}, ${a})`,
  transform: (r, a) => `z.pipe(${r}, z.transform(${a}))`,
  pipe: (r, a) => `z.pipe(${r}, ${a})`,
  or: (r, a) => `z.union([${r}, ${a}])`,
  and: (r, a) => `z.intersection(${r}, ${a})`,
  extend: (r, a) => `z.extend(${r}, ${a})`,
  safeExtend: (r, a) => `z.safeExtend(${r}, ${a})`,
  partial: (r, a) => (a ? `z.partial(${r}, ${a})` : `z.partial(${r})`),
  required: (r, a) => (a ? `z.required(${r}, ${a})` : `z.required(${r})`),
  pick: (r, a) => `z.pick(${r}, ${a})`,
  omit: (r, a) => `z.omit(${r}, ${a})`,
  keyof: (r) => `z.keyof(${r})`,
  describe: (r, a) => `${r}.check(z.describe(${a}))`,
  meta: (r, a) => `${r}.check(z.meta(${a}))`,
};
const ALL_METHODS = new Set([
  ...Object.keys(CHECKS_ANY),
  ...Object.keys(CHECKS_STRING),
  ...Object.keys(CHECKS_NUMBER),
  ...Object.keys(CHECKS_ARRAY),
  ...Object.keys(WRAP),
  'strict',
  'passthrough',
]);
const STRING_ROOTS = new Set(['string', 'email', 'url', 'uuid', 'httpUrl', 'cuid', 'iso']);
const NUMBER_ROOTS = new Set(['number', 'int']);

for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const problems = [];
  const where = (node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** The kind of schema an expression is (for min/max), or null when it is not a zod schema expression. */
  const kindOf = (node) => {
    if (ts.isIdentifier(node)) return /^Z[A-Z]/.test(node.text) ? 'unknown' : null;
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) return /^make\w*Schema$/.test(callee.text) ? 'unknown' : null;
      if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        const target = callee.expression;
        if (ts.isIdentifier(target) && target.text === 'z') {
          if (STRING_ROOTS.has(name)) return 'string';
          if (NUMBER_ROOTS.has(name)) return 'number';
          if (name === 'array') return 'array';
          return 'schema';
        }
        if (ts.isPropertyAccessExpression(target) && target.getText() === 'z.coerce')
          return name === 'number' ? 'number' : name === 'string' ? 'string' : 'schema';
        if (ALL_METHODS.has(name)) {
          const inner = kindOf(target);
          if (inner === null) return null;
          if (WRAP[name] || name === 'strict' || name === 'passthrough')
            return name === 'array' ? 'array' : 'schema';
          return inner;
        }
      }
    }
    return null;
  };

  /** The node's text with every zod chain inside it rewritten. */
  const emit = (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const receiver = node.expression.expression;
      if (ALL_METHODS.has(name) && kindOf(receiver) !== null) return emitChain(node);
    }
    return emitChildren(node);
  };
  const emitChildren = (node) => {
    let out = '';
    let pos = node.getStart();
    for (const child of node.getChildren()) {
      if (child.kind === ts.SyntaxKind.EndOfFileToken || ts.isJSDoc(child)) continue;
      const start = child.getStart();
      out += text.slice(pos, start) + (child.getChildCount() ? emit(child) : child.getText());
      pos = child.getEnd();
    }
    return out + text.slice(pos, node.getEnd());
  };
  const argsOf = (call) => call.arguments.map((a) => emit(a)).join(', ');

  // Unrolls `root.m1(a).m2(b)...` and rebuilds it from the root outwards, merging consecutive checks.
  const emitChain = (node) => {
    const steps = [];
    let cur = node;
    while (
      ts.isCallExpression(cur) &&
      ts.isPropertyAccessExpression(cur.expression) &&
      ALL_METHODS.has(cur.expression.name.text) &&
      kindOf(cur.expression.expression) !== null
    ) {
      steps.unshift(cur);
      cur = cur.expression.expression;
    }
    let kind = kindOf(cur);
    // `z\n  .string(...)` reads oddly once the chain after it is gone.
    let out = emit(cur).replace(/^z\s+\./, 'z.');
    let pending = [];
    const flush = () => {
      if (pending.length) out = `${out}.check(${pending.join(', ')})`;
      pending = [];
    };
    for (const step of steps) {
      const name = step.expression.name.text;
      const args = argsOf(step);
      const table =
        kind === 'string'
          ? CHECKS_STRING
          : kind === 'number'
            ? CHECKS_NUMBER
            : kind === 'array'
              ? CHECKS_ARRAY
              : {};
      if (name === 'check') pending.push(args);
      else if (name in CHECKS_ANY) pending.push(`z.${CHECKS_ANY[name]}(${args})`);
      else if (name in table) {
        const fn = table[name];
        pending.push(
          fn.includes('(') ? `z.${fn.replace(')', args ? `, ${args})` : ')')}` : `z.${fn}(${args})`,
        );
      } else if (WRAP[name]) {
        flush();
        out = WRAP[name](out, args);
        kind = name === 'array' ? 'array' : 'schema';
      } else if (name === 'strict' || name === 'passthrough') {
        flush();
        const m = /^z\.object\(/.exec(out);
        if (m) out = out.replace(/^z\.object\(/, name === 'strict' ? 'z.strictObject(' : 'z.looseObject(');
        else problems.push(`${where(step)}: .${name}() on a non-literal object`);
      } else {
        problems.push(`${where(step)}: .${name}() on a ${kind} schema: left as a method`);
        flush();
        out = `${out}.${name}(${args})`;
      }
    }
    flush();
    return out;
  };

  let result = text.slice(0, sf.getStart()) + emitChildren(sf);
  result = result.replace(/import \{ z \} from 'zod';/, "import { z } from 'zod/mini';");
  if (result !== text) writeFileSync(file, result);
  for (const p of problems) console.log(p);
  console.log(`${file}: ${result === text ? 'unchanged' : 'rewritten'}`);
}
