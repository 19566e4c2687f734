import type { TLoaderAnimation } from '@lintel/domain';
import { useBrand } from './use-brand.ts';
import { LOADER_MINIMUM_MS, useMinimumDisplay } from './use-minimum-display.ts';
import './full-screen-loader.css';

/** Spec 03 section 9: the loader's default duration (its progress bar fills over this time). */
export const LOADER_DEFAULT_DURATION_MS = 67_000;

/** How many shapes each animation draws; the CSS animates them. */
const SHAPE_COUNT: Record<TLoaderAnimation, number> = { pulse: 1, orbit: 3, bars: 4, ripple: 2 };

export const LoaderAnimation = ({ animation }: { animation: TLoaderAnimation }) => (
  <div className={`loader-animation loader-animation--${animation}`} aria-hidden="true" data-animation={animation}>
    {Array.from({ length: SHAPE_COUNT[animation] }, (_, i) => (
      <span key={i} className="loader-animation__shape" />
    ))}
  </div>
);

type TFullScreenLoaderProps = {
  /** Whether the awaited work is still running; the loader then stays at least minimumMs in all. */
  active: boolean;
  /** What is happening, read by screen readers and shown under the animation. */
  label?: string;
  minimumMs?: number;
  durationMs?: number;
};

/** The full-screen loader with the brand's own animation (spec 01 section 2, "Modals and overlays"). */
export const FullScreenLoader = ({
  active,
  label = 'Loading',
  minimumMs = LOADER_MINIMUM_MS,
  durationMs = LOADER_DEFAULT_DURATION_MS,
}: TFullScreenLoaderProps) => {
  const brand = useBrand();
  const visible = useMinimumDisplay(active, minimumMs);
  if (!visible) return null;
  return (
    <div className="full-screen-loader" role="status" aria-live="polite" aria-label={label}>
      <LoaderAnimation animation={brand.theme.loaderAnimation} />
      <p className="full-screen-loader__label">{label}</p>
      <div className="full-screen-loader__progress" aria-hidden="true">
        {/* React sets this through the CSSOM, which the CSP allows (it forbids style attributes in HTML only). */}
        <span className="full-screen-loader__progress-fill" style={{ animationDuration: `${durationMs}ms` }} />
      </div>
    </div>
  );
};
