import { useEffect, useRef } from 'react';

export type TStickyEdge = 'top' | 'bottom';

const variableFor = (edge: TStickyEdge) => `--sticky-${edge}-inset`;

/**
 * Publishes the height of a bar that sticks to an edge of the screen as a CSS custom property on <html>
 * (`--sticky-bottom-inset`, `--sticky-top-inset`), which base.css turns into the page's scroll-padding.
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
        `${sticks ? Math.ceil(element.getBoundingClientRect().height) : 0}px`,
      );
    };
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
