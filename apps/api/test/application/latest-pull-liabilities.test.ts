import { describe, expect, it } from 'vitest';
import { selectLatestPullLiabilities } from '../../src/modules/application/latest-pull-liabilities.ts';

const line = (source: 'SOFT' | 'HARD', creditorName: string, at: string) => ({ source, creditorName, createdAt: new Date(at) });

describe('selectLatestPullLiabilities', () => {
  it('keeps only the hard pull’s set once it replaced the soft one for the same accounts', () => {
    const rows = [
      line('SOFT', 'Bank A', '2026-01-01T10:00:00Z'),
      line('SOFT', 'Card B', '2026-01-01T10:00:00Z'),
      line('HARD', 'Bank A', '2026-01-03T10:00:00Z'),
      line('HARD', 'Card B', '2026-01-03T10:00:00Z'),
    ];
    expect(selectLatestPullLiabilities(rows).map((row) => `${row.source} ${row.creditorName}`)).toEqual(['HARD Bank A', 'HARD Card B']);
  });

  it('keeps the soft set before any hard pull, and a soft re-pull written after the hard one', () => {
    expect(selectLatestPullLiabilities([line('SOFT', 'Bank A', '2026-01-01T10:00:00Z')])).toHaveLength(1);
    const repulled = [line('HARD', 'Bank A', '2026-01-03T10:00:00Z'), line('SOFT', 'Bank A', '2026-01-04T10:00:00Z')];
    expect(selectLatestPullLiabilities(repulled).map((row) => row.source)).toEqual(['SOFT']);
  });

  it('prefers the hard set on a tie and answers nothing for no rows', () => {
    const tie = [line('SOFT', 'Bank A', '2026-01-01T10:00:00Z'), line('HARD', 'Bank A', '2026-01-01T10:00:00Z')];
    expect(selectLatestPullLiabilities(tie).map((row) => row.source)).toEqual(['HARD']);
    expect(selectLatestPullLiabilities([])).toEqual([]);
  });
});
