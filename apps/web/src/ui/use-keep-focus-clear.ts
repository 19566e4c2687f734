import { useEffect } from 'react';

const GAP = 8;
const px = (style: CSSStyleDeclaration, name: string) => parseFloat(style.getPropertyValue(name)) || 0;

/**
 * WCAG 2.2 2.4.11 (focus not obscured). scroll-padding (base.css) only steers where the browser scrolls a
 * control it finds off screen; a control already on screen but under a sticky bar or the floating chat
 * launcher is left there when it takes focus. After each focus change this scrolls such a control (the whole
 * label when the control is wrapped in one) clear of the insets that useStickyInset publishes. Controls inside
 * those parts, and inside dialogs (which scroll on their own), are left alone.
 */
export const useKeepFocusClear = () => {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('[data-sticky-inset], dialog, [role="dialog"]'))
        return;
      requestAnimationFrame(() => {
        if (document.activeElement !== target) return;
        const style = getComputedStyle(document.documentElement);
        const top = px(style, '--sticky-top-inset') + GAP;
        const bottom =
          window.innerHeight -
          px(style, '--sticky-bottom-inset') -
          px(style, '--sticky-launcher-inset') -
          GAP;
        const rect = (target.closest('label') ?? target).getBoundingClientRect();
        if (rect.bottom <= 0 || rect.top >= window.innerHeight) return;
        if (rect.bottom > bottom) window.scrollBy({ top: Math.min(rect.bottom - bottom, rect.top - top) });
        else if (rect.top < top) window.scrollBy({ top: rect.top - top });
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
};
