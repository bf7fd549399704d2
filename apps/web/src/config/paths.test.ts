import { allCalls } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

/** Every `path` pattern of the route table. */
function patternsOf(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') return [path];
  return Object.values(node).flatMap(patternsOf);
}

/** A path pattern as a regular expression: `:name` takes one segment. */
const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

describe('the route table', () => {
  it('has no screen whose address an API call answers, so that a reload gets the page', () => {
    const apiGets = allCalls.filter((call) => call.method === 'GET').map((call) => matcher(call.path));
    // A screen's path with its parameters filled in, as the address bar would hold it.
    const addresses = patternsOf(paths).map((pattern) => pattern.replace(/:[A-Za-z0-9_]+/g, 'x1'));
    const clashes = addresses.filter((address) => apiGets.some((api) => api.test(address)));
    expect(clashes).toEqual([]);
  });
});
