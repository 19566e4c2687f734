// The worker is a file of the build (Vite's ?url import): the strict CSP (script-src 'self', no worker-src)
// allows a same-origin worker script, never an inline or blob one.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type TPdfPageSize = { width: number; height: number };

/** What the viewer needs of a loaded PDF; pdf.js stays behind this so tests can hand in a document. */
export type TLoadedPdf = {
  pageSizes: TPdfPageSize[];
  /** Draws a page (1-based) into a canvas at the given CSS width, sharp on high-density screens. */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
  destroy: () => Promise<void>;
};

/** The widest a drawn page gets, in canvas pixels (a zoomed page on a high-density screen). */
const MAX_CANVAS_PIXELS = 4096;

export type TLoadPdf = (data: ArrayBuffer) => Promise<TLoadedPdf>;

/** Opens a PDF with pdf.js, loaded on first use so pages without a PDF never download it. */
export const loadPdfDocument: TLoadPdf = async (data) => {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  // isEvalSupported false: the CSP has no 'unsafe-eval', so pdf.js must not compile font programs.
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
  );
  const renders = new WeakMap<HTMLCanvasElement, { cancel: () => void }>();
  return {
    pageSizes: pages.map((page) => {
      const viewport = page.getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    }),
    renderPage: async (pageNumber, canvas, cssWidth) => {
      const page = pages[pageNumber - 1];
      const context = canvas.getContext('2d');
      if (!page || !context) return;
      // A zoom redraws a page that may still be drawing: pdf.js refuses two renders into one canvas.
      renders.get(canvas)?.cancel();
      const pageWidth = page.getViewport({ scale: 1 }).width;
      // Sharp on high-density screens, but never wider than MAX_CANVAS_PIXELS across (memory at high zoom).
      const pixelWidth = Math.min(cssWidth * (window.devicePixelRatio || 1), MAX_CANVAS_PIXELS);
      const viewport = page.getViewport({ scale: pixelWidth / pageWidth });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      const task = page.render({ canvasContext: context, viewport });
      renders.set(canvas, task);
      try {
        await task.promise;
      } catch (error) {
        if (!(error instanceof pdfjs.RenderingCancelledException)) throw error;
      } finally {
        if (renders.get(canvas) === task) renders.delete(canvas);
      }
    },
    destroy: () => pdf.destroy(),
  };
};
