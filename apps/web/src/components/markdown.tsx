import { lazy, Suspense } from 'react';
import { LoadingIndicator } from './load-state';

// The markdown renderer (unified, micromark, mdast) is larger than most screens and shown only
// in dialogs that a user opens now and then: it loads when one of them first renders.
const ReactMarkdown = lazy(() => import('react-markdown'));

/** A markdown text (changelog, privacy policy), rendered as HTML without raw HTML passing through. */
export function Markdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<LoadingIndicator size="block" />}>
      <ReactMarkdown>{children}</ReactMarkdown>
    </Suspense>
  );
}
