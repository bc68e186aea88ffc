import { lazy, Suspense } from 'react';

/**
 * ChatMarkdown with its markdown parser (~45 KB gzip) as a chunk of its own, loaded the first time a
 * reply is shown: the landing's first view, the chat page and the widget panel do not wait for it.
 * Until it arrives a reply shows as plain text.
 */
const Markdown = lazy(() =>
  import(/* webpackChunkName: "markdown" */ './ChatMarkdown.js').then((module) => ({
    default: module.ChatMarkdown,
  })),
);

export function LazyChatMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}
