import { describe, expect, it } from 'vitest';
import { appendPages, MAX_PAGES, movePage, removePage, replacePage } from './receipt-pages';

const pages = ['a', 'b', 'c'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((page) => page.id).join('');

describe('the order of a receipt’s pages', () => {
  it('moves a page up or down by one place', () => {
    expect(ids(movePage(pages, 1, -1))).toBe('bac');
    expect(ids(movePage(pages, 1, 1))).toBe('acb');
    expect(ids(movePage(pages, 0, 1))).toBe('bac');
  });

  it('leaves the order as it is when a page would leave the list', () => {
    expect(ids(movePage(pages, 0, -1))).toBe('abc');
    expect(ids(movePage(pages, 2, 1))).toBe('abc');
    expect(ids(movePage(pages, 5, -1))).toBe('abc');
  });

  it('removes and replaces a page in its place', () => {
    expect(ids(removePage(pages, 'b'))).toBe('ac');
    expect(ids(replacePage(pages, 'b', { id: 'x' }))).toBe('axc');
  });

  it(`takes pages up to ${MAX_PAGES} and counts the ones refused`, () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}` }));
    expect(appendPages(nine, [{ id: 'ten' }])).toMatchObject({ refused: 0 });
    expect(appendPages(nine, [{ id: 'ten' }]).pages).toHaveLength(10);
    const full = appendPages(nine, [{ id: 'ten' }, { id: 'eleven' }]);
    expect(full.pages.at(-1)).toEqual({ id: 'ten' });
    expect(full.refused).toBe(1);
  });
});
