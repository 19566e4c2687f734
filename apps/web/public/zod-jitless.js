// Zod compiles object parsers with `new Function` unless told not to, and probes for that ability when the
// first object schema is built. The page's CSP (script-src 'self', no 'unsafe-eval') refuses it, and the
// refusal is reported as a securitypolicyviolation even though zod swallows it. Jitless mode never probes.
// It must be set before any schema is built, and the bundler may run a shared chunk holding schemas before
// the entry's own code, so this classic deferred script (run before the module scripts, in document order)
// sets it through the global zod reads its configuration from at load (`z.config` writes the same object).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
