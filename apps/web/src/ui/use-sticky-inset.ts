import { useEffect, useRef } from 'react';

/** `launcher` is the floating chat launcher, bottom right above the bottom bar; it has its own inset so the two add up. */
export type TStickyEdge = 'top' | 'bottom' | 'launcher';

const variableFor = (edge: TStickyEdge) => `--sticky-${edge}-inset`;
/** The launcher floats 0.75rem above the bottom bar (chat.css), so its inset counts that gap too. */
const extraFor = (edge: TStickyEdge) => (edge === 'launcher' ? 12 : 0);

/**
 * Publishes the height of a bar that sticks to an edge of the screen as a CSS custom property on <html>
 * (`--sticky-bottom-inset`, `--sticky-top-inset`, `--sticky-launcher-inset`), which base.css turns into the page's scroll-padding.
 * Browsers then keep a focused field, or one scrolled into view, out from under the bar (WCAG 2.2 2.4.11).
 * While the bar is not sticky (wide screens put it in the flow) the inset is 0.
 */
export const useStickyInset = <T extends HTMLElement>(edge: TStickyEdge) => {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const position = getComputedStyle(element).position;
      const sticks = position === 'sticky' || position === 'fixed';
      root.style.setProperty(
        variableFor(edge),
        `${sticks ? Math.ceil(element.getBoundingClientRect().height) + extraFor(edge) : 0}px`,
      );
    };
    element.dataset.stickyInset = edge;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(variableFor(edge));
    };
  }, [edge]);
  return ref;
};
