import { useCallback, useEffect, useRef, useState } from 'react';
import { loadPdfDocument, type TLoadedPdf, type TLoadPdf } from './load-pdf-document.ts';
import './pdf-viewer.css';
import './visually-hidden.css';

/** Spec 02 section 9: the end is reached once a quarter of the last page is visible. */
export const END_OF_DOCUMENT_VISIBILITY = 0.25;
/** Spec 02 section 2: the viewer is at most 700 px wide. */
export const PDF_VIEWER_MAX_WIDTH = 700;
export const END_OF_DOCUMENT_MESSAGE = 'End of document reached';
/** Progress is announced in steps of this many percent, so a screen reader is not flooded while scrolling. */
const PROGRESS_STEP = 10;

export const readProgressMessage = (percent: number, title: string) => `Read ${percent} % of ${title}`;

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
};

const PdfPage = ({
  pdf,
  pageNumber,
  pageCount,
  width,
  height,
  pageRef,
}: {
  pdf: TLoadedPdf;
  pageNumber: number;
  pageCount: number;
  width: number;
  height: number;
  pageRef?: (element: HTMLCanvasElement | null) => void;
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
    const cssWidth = Math.min(PDF_VIEWER_MAX_WIDTH, canvas.current.clientWidth || PDF_VIEWER_MAX_WIDTH);
    void pdf.renderPage(pageNumber, canvas.current, cssWidth);
  }, [pdf, pageNumber]);
  return (
    <canvas
      ref={attach}
      className="pdf-viewer__page"
      // The size in PDF points until the page is drawn, so the layout (and the scroll height) is right at once.
      width={Math.round(width)}
      height={Math.round(height)}
      role="img"
      aria-label={`Page ${pageNumber} of ${pageCount}`}
    />
  );
};

/**
 * An accessible PDF viewer (spec 02 section 2): the pages in a scrollable, focusable region at most 700 px
 * wide; how far the reader has come is announced in a polite live region ("Read 40 % of ..."), and "End of
 * document reached" once a quarter of the last page is visible, when onEndReached is called. Callers keep a
 * plain download link beside it for readers a canvas does not serve.
 */
export const PdfViewer = ({ file, title, onEndReached, loadDocument = loadPdfDocument }: TPdfViewerProps) => {
  const [pdf, setPdf] = useState<TLoadedPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [readPercent, setReadPercent] = useState(0);
  const [endReached, setEndReached] = useState(false);
  const [lastPage, setLastPage] = useState<HTMLCanvasElement | null>(null);
  const scroller = useRef<HTMLDivElement | null>(null);
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
    setEndReached(false);
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

  useEffect(() => {
    if (!lastPage || !scroller.current || endReached) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= END_OF_DOCUMENT_VISIBILITY)) {
          setEndReached(true);
          setReadPercent(100);
          endCallback.current?.();
        }
      },
      { root: scroller.current, threshold: END_OF_DOCUMENT_VISIBILITY },
    );
    observer.observe(lastPage);
    return () => observer.disconnect();
  }, [lastPage, endReached]);

  if (failed)
    return (
      <p role="alert" className="pdf-viewer">
        {title} could not be shown here. Please use the download link.
      </p>
    );
  if (!pdf) return <p role="status">Loading {title}…</p>;

  const pageCount = pdf.pageSizes.length;
  const announcement = endReached
    ? END_OF_DOCUMENT_MESSAGE
    : readPercent > 0
      ? readProgressMessage(readPercent, title)
      : '';
  return (
    <div className="pdf-viewer">
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
            pageRef={index === pageCount - 1 ? setLastPage : undefined}
          />
        ))}
      </div>
      <p className="pdf-viewer__progress" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
};
