import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * The embedded database's WebAssembly module, compiled once per process and shared by every PGlite instance
 * it opens (the server opens one; a test worker opens one per file). Two start-up costs are cut here
 * (decision 061):
 *
 * - PGlite 0.3 starts PostgreSQL with `-c shared_buffers=128MB` written into its binary, and takes no start-up
 *   parameters. Its shared memory (149 MB) is allocated and zeroed at every start: on a virtual machine whose
 *   fresh pages are slow to touch (about 6.5 ms per MB on the bench machine) that alone took 0.9-1.4 s at load 9-12. The
 *   setting is rewritten to 16MB in the binary's bytes before compiling: the embedded database serves one
 *   process and small data, and the files it reads stay in the operating system's cache anyway.
 * - V8 compiles a WebAssembly function with its baseline compiler first and recompiles the ones that run often
 *   with its optimiser, in background threads. During PostgreSQL's start about 600 functions crossed the default
 *   threshold, and their optimisation competed for the machine's two cores with the start itself. A larger
 *   threshold leaves the start on baseline code; what stays hot under traffic is still optimised.
 */
const SHARED_BUFFERS_AS_BUILT = Buffer.from('\0shared_buffers=128MB\0');
const SHARED_BUFFERS_EMBEDDED = Buffer.from('\0shared_buffers=16MB\0\0');

/**
 * V8's default (`--wasm-tiering-budget=1800000`) times 10. Decision 061 took times 100 for the start; a burst of
 * 20 applicants right after a start then ran its SQL up to twice as slowly on baseline code, and times 10 kept
 * most of the start's gain without that (decision 065).
 */
const WASM_TIERING_BUDGET = 18_000_000;

/**
 * The setting rewritten in place (same length: the shorter value ends with a second NUL). Returns the bytes
 * unchanged when the built-in setting is not found exactly once, as in another PGlite build: that PGlite then
 * starts as it was built, and the test pinning `shared_buffers` says so.
 */
export const withEmbeddedSharedBuffers = (wasm: Buffer): Buffer => {
  const at = wasm.indexOf(SHARED_BUFFERS_AS_BUILT);
  if (at < 0 || wasm.indexOf(SHARED_BUFFERS_AS_BUILT, at + 1) >= 0) return wasm;
  SHARED_BUFFERS_EMBEDDED.copy(wasm, at);
  return wasm;
};

const pgliteWasmPath = (): string =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');

type TWasmModule = NonNullable<PGliteOptions['wasmModule']>;
/** The global WebAssembly object: the server's type libraries (Node's, no DOM) do not declare it. */
const webAssembly = (
  globalThis as unknown as { WebAssembly: { compile: (bytes: Uint8Array) => Promise<TWasmModule> } }
).WebAssembly;

let compiled: Promise<TWasmModule> | undefined;

/** The compiled module for PGlite's `wasmModule` option; the first call reads and compiles it. */
export const pgliteWasmModule = (): Promise<TWasmModule> => {
  compiled ??= (async () => {
    // Read by V8 when the module is compiled, so it must be set before; it concerns only WebAssembly, and
    // PGlite is the only WebAssembly this server runs.
    setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
    return webAssembly.compile(withEmbeddedSharedBuffers(await readFile(pgliteWasmPath())));
  })();
  return compiled;
};
