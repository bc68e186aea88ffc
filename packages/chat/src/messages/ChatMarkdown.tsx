import Markdown, { type Components } from 'react-markdown';

// No rehype-raw: HTML in a reply is shown as text, never rendered. react-markdown's default URL
// transform drops javascript: and other unsafe link targets.
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" className="font-semibold underline" />
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
