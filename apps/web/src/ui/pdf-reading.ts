/** Spec 02 section 9: the end is reached once a quarter of the last page is visible. */
export const END_OF_DOCUMENT_VISIBILITY = 0.25;
export const END_OF_DOCUMENT_MESSAGE = 'End of document reached';
/** Progress is announced in steps of this many percent, so a screen reader is not flooded while scrolling. */
const PROGRESS_STEP = 10;

export const readProgressMessage = (percent: number, title: string) => `Read ${percent} % of ${title}`;

/** Said when the document needs no scrolling at all, so the reader knows why it counts as read at once. */
export const wholeDocumentShownMessage = (title: string) =>
  `${END_OF_DOCUMENT_MESSAGE}: all of ${title} was in view without scrolling.`;

/** How much of the document has come into view, in whole steps: the bottom edge of the view over the height. */
export const scrolledPercent = ({
  scrollTop,
  clientHeight,
  scrollHeight,
}: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): number => {
  if (scrollHeight <= clientHeight) return 100;
  const seen = Math.min(1, (scrollTop + clientHeight) / scrollHeight);
  return Math.floor((seen * 100) / PROGRESS_STEP) * PROGRESS_STEP;
};

/** What the viewer has seen of the reader so far. */
export type TReadingFacts = {
  /** The whole document is in view without scrolling (a laid-out viewer taller than the pages). */
  fits: boolean;
  /** The reader has scrolled the pages down at least once. */
  scrolled: boolean;
  /** A quarter of the last page is in view now. */
  lastPageVisible: boolean;
  /** The last page was already that visible before any scrolling (a short document, e.g. one page). */
  lastPageShownBeforeScroll: boolean;
  /** The view's bottom edge is at the document's bottom. */
  atBottom: boolean;
};

/**
 * Whether the reader has reached the end (issue 10 item 13). A quarter of the last page in view counts only
 * after the reader has scrolled: when the last page showed that much from the start (a one-page disclosure
 * in a tall viewer), the reader must scroll to its bottom, or "read to the end" would enforce nothing. A
 * document that fits whole in the viewer needs no scrolling and counts at once (and is announced as such).
 */
export const hasReachedEnd = (facts: TReadingFacts): boolean =>
  facts.fits || (facts.scrolled && facts.lastPageVisible && (!facts.lastPageShownBeforeScroll || facts.atBottom));

/** The scroller's measures as reading facts; a viewer not laid out (no height) never fits. */
export const measureScroller = ({
  scrollTop,
  clientHeight,
  scrollHeight,
}: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): Pick<TReadingFacts, 'fits' | 'atBottom'> => ({
  fits: clientHeight > 0 && scrollHeight <= clientHeight + 1,
  atBottom: clientHeight > 0 && scrollTop + clientHeight >= scrollHeight - 2,
});
