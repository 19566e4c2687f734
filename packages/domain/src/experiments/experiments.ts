/** Spec 03 section 3 "Experiment record": a variation or control. */
export const EXPERIMENT_VARIATIONS = ['variation', 'control'] as const;
export type TExperimentVariation = (typeof EXPERIMENT_VARIATIONS)[number];

/**
 * The experiments the web assigns (spec 03 section 4; the spec does not name them, decision 026): each is
 * active while its flag is on, and records which experience an application was given.
 */
export const EXPERIMENTS = [{ name: 'multi-page-product-select', flagKey: 'fe-heloc-multi-page-product-select' }] as const;
export type TExperiment = (typeof EXPERIMENTS)[number];

/** 32-bit FNV-1a: a stable, even spread of applications over the two arms, the same on every device. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

/**
 * The variation of an application in an experiment: the flag's `variation` variable when it names one
 * (an agent forcing an arm), else an even split by application and experiment.
 */
export const chooseVariation = (options: { applicationUuid: string; experimentName: string; forced?: unknown }): TExperimentVariation => {
  if (options.forced === 'variation' || options.forced === 'control') return options.forced;
  return fnv1a(`${options.experimentName}:${options.applicationUuid.toLowerCase()}`) % 2 === 0 ? 'control' : 'variation';
};
