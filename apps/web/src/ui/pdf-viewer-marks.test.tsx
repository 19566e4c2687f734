import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TLoadedPdf } from './load-pdf-document.ts';
import { markPosition, PdfViewer, type TPdfMark } from './pdf-viewer.tsx';

class QuietIntersectionObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
}

const pdf: TLoadedPdf = {
  pageSizes: [
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ],
  renderPage: vi.fn(async () => undefined),
  destroy: vi.fn(async () => undefined),
};
const load = async () => pdf;
const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
const mark = (id: string, page: number, y: number, state: TPdfMark['state']): TPdfMark => ({
  id,
  page,
  rect: { x: 72, y, width: 216, height: 36 },
  state,
  label: state === 'done' ? 'Signed' : 'Sign here',
});

describe('PdfViewer marks', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', QuietIntersectionObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('places a rectangle in PDF points (origin bottom left) as shares of the page', () => {
    expect(markPosition({ x: 61.2, y: 79.2, width: 306, height: 39.6 }, { width: 612, height: 792 })).toEqual({
      left: '10%',
      top: '85%',
      width: '50%',
      height: '5%',
    });
  });

  it('draws each mark over its own page, the current one distinct, and brings the current one into the viewer', async () => {
    // Every box reports its place on the page as if laid out: the page 800 px tall, a mark at (792 - y) points.
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const page = Number(this.closest('[data-page]')?.getAttribute('data-page') ?? 0);
      const id = this.getAttribute('data-mark-id');
      const top = id ? page * 808 + (792 - Number(id.split('-')[1])) : 0;
      return { top, left: 0, width: 200, height: 36, bottom: top + 36, right: 200, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
    });
    const marks = [mark('a-700', 0, 700, 'done'), mark('b-100', 0, 100, 'open'), mark('c-400', 1, 400, 'open')];
    const { container, rerender } = render(<PdfViewer file={file} title="Agreement" loadDocument={load} marks={marks} />);
    await screen.findByRole('region', { name: 'Agreement, 2 pages' });
    const sheets = container.querySelectorAll('.pdf-viewer__sheet');
    expect(sheets).toHaveLength(2);
    sheets.forEach((sheet, index) => sheet.setAttribute('data-page', String(index)));
    expect(sheets[0]!.querySelectorAll('.pdf-viewer__mark')).toHaveLength(2);
    expect(sheets[1]!.querySelector('.pdf-viewer__mark')).toHaveTextContent('Sign here');
    expect(sheets[0]!.querySelector('.pdf-viewer__mark--done')).toHaveTextContent('Signed');
    expect(container.querySelector('.pdf-viewer__mark--current')).toBeNull();

    const region = screen.getByRole('region');
    Object.defineProperty(region, 'clientHeight', { configurable: true, value: 400 });
    rerender(<PdfViewer file={file} title="Agreement" loadDocument={load} marks={[marks[0]!, marks[1]!, { ...marks[2]!, state: 'current' }]} />);
    const current = container.querySelector('.pdf-viewer__mark--current');
    expect(current).toHaveAttribute('data-mark-id', 'c-400');
    // Page 2 starts at 808 px; the mark is 392 px down it; centred in a 400 px view: 808 + 392 - 182 = 1018.
    expect(region.scrollTop).toBe(1018);
    spy.mockRestore();
  });
});
