import { useEffect } from 'react';

const GAP = 8;
const px = (style: CSSStyleDeclaration, name: string) => parseFloat(style.getPropertyValue(name)) || 0;

/**
 * WCAG 2.2 2.4.11 (focus not obscured). scroll-padding (base.css) only steers where the browser scrolls a
 * control it finds off screen; a control already on screen but under a sticky bar or the floating chat
 * launcher is left there when it takes focus. After each focus change this scrolls such a control (the whole
 * label when the control is wrapped in one) clear of the insets that useStickyInset publishes. Controls inside
 * those parts, and inside dialogs (which scroll on their own), are left alone.
 *
 * Focus that a press of a mouse, pen or finger gives is looked at only once the pointer is released: moving
 * the page between press and release moved what was pressed from under the pointer, so the click landed
 * elsewhere and was lost (a 120 ms press on a radio's text focused <main>, whose tabindex the skip link needs,
 * scrolled the page 65 px and left the radio unchecked). By the release the click has landed, and the focus
 * it gave (the radio, not <main>) is what is kept clear.
 */
export const useKeepFocusClear = () => {
  useEffect(() => {
    /** Scrolls `target` clear of the sticky parts on the next frame, if it still has the focus then. */
    const keepClear = (target: HTMLElement) =>
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
    let pressed = false;
    /** Focus given while a pointer is pressed: looked at once it is released (the click has landed by then). */
    let focusedWhilePressed: HTMLElement | null = null;
    const onPress = () => {
      pressed = true;
    };
    const onRelease = () => {
      pressed = false;
      if (focusedWhilePressed) keepClear(focusedWhilePressed);
      focusedWhilePressed = null;
    };
    const onKey = () => {
      pressed = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest('[data-sticky-inset], dialog, [role="dialog"]'))
        return;
      if (pressed) focusedWhilePressed = target;
      else keepClear(target);
    };
    document.addEventListener('pointerdown', onPress, true);
    document.addEventListener('pointerup', onRelease, true);
    document.addEventListener('pointercancel', onRelease, true);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPress, true);
      document.removeEventListener('pointerup', onRelease, true);
      document.removeEventListener('pointercancel', onRelease, true);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
};
