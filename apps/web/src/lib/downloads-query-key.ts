/**
 * Every query about generated files lives under this key: the Downloads page, a period's export
 * history. An export started on the management screen refreshes them all through it.
 */
export const downloadsQueryKey = ['downloads'] as const;
