import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';
import { loadPdfDocument, type TLoadedPdf, type TLoadPdf } from './load-pdf-document.ts';
import {
  END_OF_DOCUMENT_MESSAGE,
  END_OF_DOCUMENT_VISIBILITY,
  hasReachedEnd,
  measureScroller,
  readProgressMessage,
  scrolledPercent,
  wholeDocumentShownMessage,
  type TReadingFacts,
} from './pdf-reading.ts';
import './pdf-viewer.css';
import './visually-hidden.css';

export { END_OF_DOCUMENT_MESSAGE, END_OF_DOCUMENT_VISIBILITY, readProgressMessage, scrolledPercent };

/** Spec 02 section 2: the viewer is at most 700 px wide. */
export const PDF_VIEWER_MAX_WIDTH = 700;
/**
 * Zoom levels beyond the page width, as a share of the document's printed size. On a phone the page width is
 * about 0.58 of it (body text near 6 px): Zoom in gives the printed size and more, the pages scrolling
 * sideways inside the viewer (issue 10 item 13).
 */
export const PDF_ZOOM_LEVELS = [1, 1.5, 2, 3] as const;

/** The bytes of a Blob; FileReader where Blob.arrayBuffer is missing (older engines, test DOMs). */
const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function'
    ? blob.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
        reader.readAsArrayBuffer(blob);
      });

type TPdfViewerProps = {
  /** The PDF file, e.g. from a document call. */
  file: Blob;
  /** Names the document in the region label and the announcements. */
  title: string;
  /** Called once, when the end of the document has been reached. */
  onEndReached?: () => void;
  /** How the PDF is opened; pdf.js by default. */
  loadDocument?: TLoadPdf;
  /**
   * Places marked over the pages (signing/sign): a box over each, the current one distinct and scrolled into
   * view whenever it changes. The caller announces the current place in its own live region.
   */
  marks?: readonly TPdfMark[];
};

/** A box over a page: page 0-based, the rectangle in PDF points with the origin at the bottom left. */
export type TPdfMark = {
  id: string;
  page: number;
  rect: { x: number; y: number; width: number; height: number };
  state: 'current' | 'done' | 'open';
  /** Shown on the box (e.g. "Sign here", "Initial here", "Signed"). */
  label: string;
};

/** Where a mark sits on its page, as shares of the page so it follows every zoom. */
const shareOf = (part: number, whole: number) => `${Math.round((part / whole) * 1_000_000) / 10_000}%`;
export const markPosition = (rect: TPdfMark['rect'], page: { width: number; height: number }) => ({
  left: shareOf(rect.x, page.width),
  top: shareOf(page.height - rect.y - rect.height, page.height),
  width: shareOf(rect.width, page.width),
  height: shareOf(rect.height, page.height),
});

const PdfPage = ({
  pdf,
  pageNumber,
  pageCount,
  width,
  height,
  zoom,
  pageRef,
  marks,
}: {
  pdf: TLoadedPdf;
  pageNumber: number;
  pageCount: number;
  width: number;
  height: number;
  /** A share of the printed size, or null for the viewer's width. */
  zoom: number | null;
  pageRef?: (element: HTMLCanvasElement | null) => void;
  /** This page's marks; undefined when the viewer marks nothing (the page is a bare canvas). */
  marks?: readonly TPdfMark[];
}) => {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  // Stable, so React does not detach and reattach it (and report the last page again) on every render.
  const attach = useCallback(
    (element: HTMLCanvasElement | null) => {
      canvas.current = element;
      pageRef?.(element);
    },
    [pageRef],
  );
  useEffect(() => {
    if (!canvas.current) return;
    // Drawn at the width it is shown at, so a zoomed page is as sharp as the page width one.
    const cssWidth = canvas.current.clientWidth || (zoom ? zoom * width : PDF_VIEWER_MAX_WIDTH);
    void pdf.renderPage(pageNumber, canvas.current, cssWidth);
  }, [pdf, pageNumber, zoom, width]);
  const page = (
    <canvas
      ref={attach}
      className="pdf-viewer__page"
      // The size in PDF points until the page is drawn, so the layout (and the scroll height) is right at once.
      width={Math.round(width)}
      height={Math.round(height)}
      style={zoom && !marks ? { width: `${Math.round(zoom * width)}px` } : undefined}
      role="img"
      aria-label={`Page ${pageNumber} of ${pageCount}`}
    />
  );
  if (!marks) return page;
  // The sheet carries the zoomed width; the canvas fills it and the marks are placed in shares of it.
  return (
    <div className="pdf-viewer__sheet" style={zoom ? { width: `${Math.round(zoom * width)}px` } : undefined}>
      {page}
      {marks.map((mark) => (
        <span
          key={mark.id}
          className={`pdf-viewer__mark pdf-viewer__mark--${mark.state}`}
          style={markPosition(mark.rect, { width, height })}
          data-mark-id={mark.id}
          aria-hidden="true"
        >
          <span className="pdf-viewer__mark-label">{mark.label}</span>
        </span>
      ))}
    </div>
  );
};

const NOT_READ: TReadingFacts = {
  fits: false,
  scrolled: false,
  lastPageVisible: false,
  lastPageShownBeforeScroll: false,
  atBottom: false,
};

/**
 * An accessible PDF viewer (spec 02 section 2): the pages in a scrollable, focusable region at most 700 px
 * wide, with zoom buttons; how far the reader has come is announced in a polite live region ("Read 40 % of
 * ..."), and "End of document reached" by the rule of `hasReachedEnd`, when onEndReached is called. Callers
 * keep a plain download link beside it for readers a canvas does not serve.
 */
export const PdfViewer = ({ file, title, onEndReached, loadDocument = loadPdfDocument, marks }: TPdfViewerProps) => {
  const [pdf, setPdf] = useState<TLoadedPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [readPercent, setReadPercent] = useState(0);
  const [ending, setEnding] = useState<'none' | 'scrolled' | 'fits'>('none');
  const [zoomIndex, setZoomIndex] = useState(0);
  const [pageWidthScale, setPageWidthScale] = useState(0);
  const [lastPage, setLastPage] = useState<HTMLCanvasElement | null>(null);
  const scroller = useRef<HTMLDivElement | null>(null);
  const facts = useRef<TReadingFacts>(NOT_READ);
  const endCallback = useRef(onEndReached);
  useEffect(() => {
    endCallback.current = onEndReached;
  }, [onEndReached]);

  useEffect(() => {
    let cancelled = false;
    let opened: TLoadedPdf | null = null;
    setPdf(null);
    setFailed(false);
    setReadPercent(0);
    setEnding('none');
    setZoomIndex(0);
    facts.current = NOT_READ;
    readBlob(file)
      .then((data) => loadDocument(data))
      .then((loaded) => {
        opened = loaded;
        if (cancelled) void loaded.destroy();
        else setPdf(loaded);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [file, loadDocument]);

  /** Folds new facts in and, the first time they add up to the end, says so and tells the caller. */
  const update = useCallback(
    (patch: Partial<TReadingFacts>) => {
      const element = scroller.current;
      const next = { ...facts.current, ...patch, ...(element ? measureScroller(element) : {}) };
      facts.current = next;
      if (ending !== 'none' || !hasReachedEnd(next)) return;
      setEnding(next.fits ? 'fits' : 'scrolled');
      setReadPercent(100);
      endCallback.current?.();
    },
    [ending],
  );

  // Whether the whole document fits, and how wide "page width" is, once laid out and whenever resized.
  const firstPageWidth = pdf?.pageSizes[0]?.width ?? 0;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !firstPageWidth) return;
    const measure = () => {
      const padding = parseFloat(getComputedStyle(element).paddingLeft) || 0;
      setPageWidthScale((element.clientWidth - 2 * padding) / firstPageWidth);
      update({});
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [firstPageWidth, zoomIndex, update]);

  useEffect(() => {
    if (!lastPage || !scroller.current || ending !== 'none') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.intersectionRatio >= END_OF_DOCUMENT_VISIBILITY);
        update({
          lastPageVisible: visible,
          lastPageShownBeforeScroll: facts.current.lastPageShownBeforeScroll || (visible && !facts.current.scrolled),
        });
      },
      { root: scroller.current, threshold: END_OF_DOCUMENT_VISIBILITY },
    );
    observer.observe(lastPage);
    return () => observer.disconnect();
  }, [lastPage, ending, update]);

  // The current mark is brought to the middle of the viewer, and the viewer into the window when it is not.
  const currentMark = marks?.find((mark) => mark.state === 'current')?.id ?? null;
  useEffect(() => {
    const element = scroller.current;
    if (!element || !pdf || !currentMark) return;
    const centre = () => {
      const box = element.querySelector<HTMLElement>(`[data-mark-id="${CSS.escape(currentMark)}"]`);
      if (!box) return false;
      const outer = element.getBoundingClientRect();
      const inner = box.getBoundingClientRect();
      element.scrollTop += inner.top - outer.top - (element.clientHeight - inner.height) / 2;
      element.scrollLeft += inner.left - outer.left - (element.clientWidth - inner.width) / 2;
      return true;
    };
    // And the viewer into the window, as little as needed (the caller's controls sit just above it).
    if (centre()) element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // A resize (a phone turned, a window narrowed) moves the pages under the view: centre the place again.
    window.addEventListener('resize', centre);
    return () => window.removeEventListener('resize', centre);
  }, [currentMark, pdf, zoomIndex]);

  if (failed)
    return (
      <p role="alert" className="pdf-viewer">
        {title} could not be shown here. Please use the download link.
      </p>
    );
  if (!pdf) return <p role="status">Loading {title}…</p>;

  const pageCount = pdf.pageSizes.length;
  // Only the levels larger than the page width are offered, so every press of Zoom in makes the text larger.
  const zoomLevels = PDF_ZOOM_LEVELS.filter((level) => level > pageWidthScale * 1.05);
  const zoom = zoomIndex === 0 ? null : (zoomLevels[zoomIndex - 1] ?? null);
  const zoomText = zoom
    ? `${Math.round(zoom * 100)} %`
    : pageWidthScale > 0
      ? `Page width (${Math.round(pageWidthScale * 100)} %)`
      : 'Page width';
  const announcement =
    ending === 'fits'
      ? wholeDocumentShownMessage(title)
      : ending === 'scrolled'
        ? END_OF_DOCUMENT_MESSAGE
        : readPercent > 0
          ? readProgressMessage(readPercent, title)
          : '';
  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__toolbar" role="group" aria-label={`Zoom ${title}`}>
        <Button
          variant="secondary"
          className="pdf-viewer__zoom-button"
          disabled={zoomIndex === 0}
          onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
        >
          Zoom out
        </Button>
        <span className="pdf-viewer__zoom" aria-live="polite">
          {zoomText}
        </span>
        <Button
          variant="secondary"
          className="pdf-viewer__zoom-button"
          disabled={zoomIndex >= zoomLevels.length}
          onClick={() => setZoomIndex((index) => Math.min(zoomLevels.length, index + 1))}
        >
          Zoom in
        </Button>
      </div>
      <div
        ref={scroller}
        className="pdf-viewer__scroll"
        role="region"
        aria-label={`${title}, ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}`}
        // Focusable so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        onScroll={(event) => {
          const percent = scrolledPercent(event.currentTarget);
          setReadPercent((current) => Math.max(current, percent));
          update(event.currentTarget.scrollTop > 0 ? { scrolled: true } : {});
        }}
      >
        {pdf.pageSizes.map((size, index) => (
          <PdfPage
            key={index}
            pdf={pdf}
            pageNumber={index + 1}
            pageCount={pageCount}
            width={size.width}
            height={size.height}
            zoom={zoom}
            pageRef={index === pageCount - 1 ? setLastPage : undefined}
            marks={marks?.filter((mark) => mark.page === index)}
          />
        ))}
      </div>
      <p className="pdf-viewer__progress" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
};
