import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';

// No rehype-raw: HTML in a reply is shown as text, never rendered. react-markdown's default URL
// transform drops javascript: and other unsafe link targets.
/** A link written as its own long address reads as the site's name instead (www. left off). */
function linkText(children: ReactNode, href: string | undefined): ReactNode {
  if (typeof children !== 'string' || !href || children.trim() !== href) return children;
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return children;
  }
}

const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
      {linkText(children, props.href)}
    </a>
  ),
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-2 list-disc pl-6" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-2 list-decimal pl-6" />,
  p: ({ node: _node, ...props }) => <p {...props} className="my-2 first:mt-0 last:mb-0" />,
  h1: ({ node: _node, ...props }) => <h3 {...props} className="my-2 text-lg font-bold" />,
  h2: ({ node: _node, ...props }) => <h3 {...props} className="my-2 text-lg font-bold" />,
  h3: ({ node: _node, ...props }) => <h4 {...props} className="my-2 font-bold" />,
  img: () => null,
};

export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown components={components} skipHtml>
      {text}
    </Markdown>
  );
}
