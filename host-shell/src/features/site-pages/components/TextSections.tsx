import type { ReactNode } from 'react';
import { PageSection } from './SitePageFrame';

/** A section of plain text: paragraphs, then a list, then more paragraphs and a second list. */
export interface TextSection {
  heading: string;
  paragraphs?: Record<string, string>;
  items?: Record<string, string>;
  after?: Record<string, string>;
  afterItems?: Record<string, string>;
}

function Paragraphs({ texts }: { texts: Record<string, string> | undefined }) {
  if (!texts) return null;
  return Object.entries(texts).map(([key, text]) => <p key={key}>{text}</p>);
}

function Items({ texts }: { texts: Record<string, string> | undefined }) {
  if (!texts) return null;
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6">
      {Object.entries(texts).map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * The sections of a page's text in their catalogue order, each with an h2. `extras` adds what is not
 * plain text (the operator's details, links) at the end of the section with that key.
 */
export function TextSections({
  page,
  sections,
  extras = {},
}: {
  page: string;
  sections: Record<string, TextSection>;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  return Object.entries(sections).map(([key, section]) => (
    <PageSection key={key} id={`${page}-${key}`} heading={section.heading}>
      <Paragraphs texts={section.paragraphs} />
      <Items texts={section.items} />
      <Paragraphs texts={section.after} />
      <Items texts={section.afterItems} />
      {extras[key]}
    </PageSection>
  ));
}
