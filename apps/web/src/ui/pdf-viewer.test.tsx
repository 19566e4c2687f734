import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLoadedPdf } from './load-pdf-document.ts';
import { hasReachedEnd } from './pdf-reading.ts';
import { PdfViewer, scrolledPercent } from './pdf-viewer.tsx';

/** jsdom has no IntersectionObserver: this one records what is observed so a test can report visibility. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  reportVisible(ratio: number) {
    this.callback(
      this.observed.map((target) => ({ target, intersectionRatio: ratio }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const fakePdf = (pages: number) => {
  const renderPage = vi.fn(async (_pageNumber: number, _canvas: HTMLCanvasElement, _cssWidth: number) => undefined);
  const pdf: TLoadedPdf = {
    pageSizes: Array.from({ length: pages }, () => ({ width: 612, height: 792 })),
    renderPage,
    destroy: vi.fn(async () => undefined),
  };
  return { pdf, renderPage, load: vi.fn(async () => pdf) };
};

const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const scrollTo = (element: HTMLElement, scrollTop: number, scrollHeight = 3000) => {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: 600 });
  element.scrollTop = scrollTop;
  fireEvent.scroll(element);
};

describe('PdfViewer', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every page in a focusable region and draws each one', async () => {
    const { load, renderPage } = fakePdf(3);
    render(<PdfViewer file={file} title="Application summary" loadDocument={load} />);
    const region = await screen.findByRole('region', { name: 'Application summary, 3 pages' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('img').map((page) => page.getAttribute('aria-label'))).toEqual([
      'Page 1 of 3',
      'Page 2 of 3',
      'Page 3 of 3',
    ]);
    expect(renderPage.mock.calls.map((call) => call[0])).toEqual([1, 2, 3]);
  });

  it('announces scroll progress politely, never going back, and the end once a quarter of the last page shows', async () => {
    const { load } = fakePdf(3);
    const onEndReached = vi.fn();
    render(
      <PdfViewer file={file} title="Application summary" loadDocument={load} onEndReached={onEndReached} />,
    );
    const region = await screen.findByRole('region', { name: /Application summary/ });
    const live = document.querySelector('.pdf-viewer__progress')!;
    expect(live).toHaveTextContent('');

    scrollTo(region, 600);
    expect(live).toHaveTextContent('Read 40 % of Application summary');
    scrollTo(region, 0);
    expect(live).toHaveTextContent('Read 40 % of Application summary');

    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.root).toBe(region);
    expect(observer.options.threshold).toBe(0.25);
    expect(observer.observed).toHaveLength(1);
    expect(observer.observed[0]).toBe(screen.getByRole('img', { name: 'Page 3 of 3' }));
    act(() => observer.reportVisible(0.2));
    expect(onEndReached).not.toHaveBeenCalled();
    act(() => observer.reportVisible(0.25));
    expect(live).toHaveTextContent('End of document reached');
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('does not count a last page that shows before any scrolling: the reader must scroll to its bottom', async () => {
    const { load } = fakePdf(1);
    const onEndReached = vi.fn();
    render(<PdfViewer file={file} title="HELOC disclosures" loadDocument={load} onEndReached={onEndReached} />);
    const region = await screen.findByRole('region', { name: 'HELOC disclosures, 1 page' });
    const live = document.querySelector('.pdf-viewer__progress')!;
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    // A one-page document: three quarters of its only page are in view from the start.
    act(() => observer.reportVisible(0.75));
    expect(live).toHaveTextContent('');
    expect(onEndReached).not.toHaveBeenCalled();
    act(() => scrollTo(region, 100, 1200));
    expect(live).toHaveTextContent('Read 50 % of HELOC disclosures');
    expect(onEndReached).not.toHaveBeenCalled();
    act(() => scrollTo(region, 600, 1200));
    expect(live).toHaveTextContent('End of document reached');
    expect(onEndReached).toHaveBeenCalledTimes(1);
  });

  it('says plainly that a document which fits whole in the viewer needs no scrolling, and counts it as read', async () => {
    const { load } = fakePdf(1);
    const onEndReached = vi.fn();
    const measures = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('pdf-viewer__scroll') ? 600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('pdf-viewer__scroll') ? 480 : 0;
    });
    render(<PdfViewer file={file} title="HELOC disclosures" loadDocument={load} onEndReached={onEndReached} />);
    await screen.findByRole('region', { name: 'HELOC disclosures, 1 page' });
    expect(document.querySelector('.pdf-viewer__progress')).toHaveTextContent(
      'End of document reached: all of HELOC disclosures was in view without scrolling.',
    );
    expect(onEndReached).toHaveBeenCalledTimes(1);
    measures.mockRestore();
    vi.restoreAllMocks();
  });

  it('zooms the pages beyond the page width, drawing them again at the larger size', async () => {
    const user = userEvent.setup();
    const { load, renderPage } = fakePdf(2);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      // A phone's viewer: 356 px, so the page width is about 0.58 of the printed size.
      return this.classList.contains('pdf-viewer__scroll') ? 356 : 0;
    });
    render(<PdfViewer file={file} title="Application summary" loadDocument={load} />);
    await screen.findByRole('region', { name: 'Application summary, 2 pages' });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    expect(screen.getByText(/^Page width \(\d+ %\)$/)).toBeInTheDocument();
    const draws = renderPage.mock.calls.length;
    await user.click(zoomIn);
    expect(screen.getByText('100 %')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 1 of 2' })).toHaveStyle({ width: '612px' });
    expect(renderPage.mock.calls.length).toBe(draws + 2);
    await user.click(zoomIn);
    await user.click(zoomIn);
    await user.click(zoomIn);
    expect(screen.getByText('300 %')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    await user.click(zoomOut);
    expect(screen.getByText('200 %')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says so when the PDF cannot be opened', async () => {
    render(
      <PdfViewer
        file={file}
        title="HELOC disclosures"
        loadDocument={() => Promise.reject(new Error('broken'))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'HELOC disclosures could not be shown here. Please use the download link.',
    );
  });
});

describe('hasReachedEnd', () => {
  const facts = { fits: false, scrolled: true, lastPageVisible: true, lastPageShownBeforeScroll: false, atBottom: false };
  it('needs a scroll before the last page counts, and the bottom when the last page showed from the start', () => {
    expect(hasReachedEnd(facts)).toBe(true);
    expect(hasReachedEnd({ ...facts, scrolled: false })).toBe(false);
    expect(hasReachedEnd({ ...facts, lastPageVisible: false })).toBe(false);
    expect(hasReachedEnd({ ...facts, lastPageShownBeforeScroll: true })).toBe(false);
    expect(hasReachedEnd({ ...facts, lastPageShownBeforeScroll: true, atBottom: true })).toBe(true);
    expect(hasReachedEnd({ ...facts, scrolled: false, lastPageVisible: false, fits: true })).toBe(true);
  });
});

describe('scrolledPercent', () => {
  it('counts the bottom edge of the view in steps of 10, a document that fits being all read', () => {
    expect(scrolledPercent({ scrollTop: 0, clientHeight: 600, scrollHeight: 3000 })).toBe(20);
    expect(scrolledPercent({ scrollTop: 1799, clientHeight: 600, scrollHeight: 3000 })).toBe(70);
    expect(scrolledPercent({ scrollTop: 2400, clientHeight: 600, scrollHeight: 3000 })).toBe(100);
    expect(scrolledPercent({ scrollTop: 0, clientHeight: 600, scrollHeight: 500 })).toBe(100);
  });
});
