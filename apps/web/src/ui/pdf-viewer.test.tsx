import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLoadedPdf } from './load-pdf-document.ts';
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
const scrollTo = (element: HTMLElement, scrollTop: number) => {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: 3000 });
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
    const live = document.querySelector('[aria-live="polite"]')!;
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

describe('scrolledPercent', () => {
  it('counts the bottom edge of the view in steps of 10, a document that fits being all read', () => {
    expect(scrolledPercent({ scrollTop: 0, clientHeight: 600, scrollHeight: 3000 })).toBe(20);
    expect(scrolledPercent({ scrollTop: 1799, clientHeight: 600, scrollHeight: 3000 })).toBe(70);
    expect(scrolledPercent({ scrollTop: 2400, clientHeight: 600, scrollHeight: 3000 })).toBe(100);
    expect(scrolledPercent({ scrollTop: 0, clientHeight: 600, scrollHeight: 500 })).toBe(100);
  });
});
