import { lazy, Suspense } from 'react';

/**
 * Stands in for mfe-chat's ChatMarkdown inside the widget (webpack.config.cjs swaps it in): the
 * real component, with its markdown parser (~45 KB gzip), loads as a chunk of its own the first
 * time a reply is shown, so opening the panel stays within its budget. Until then the reply shows
 * as plain text.
 */
const Markdown = lazy(() =>
  import(
    /* webpackChunkName: "markdown" */ '@chat-source/features/chat/components/ChatMarkdown'
  ).then((module) => ({ default: module.ChatMarkdown })),
);

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
      <Markdown text={text} />
    </Suspense>
  );
}
