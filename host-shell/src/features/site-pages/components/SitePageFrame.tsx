import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_PAGES, type SitePage } from '@ageless/contracts';
import { useSiteTexts } from '../hooks/use-site-texts';

export interface RelatedLink {
  to: string;
  label: string;
}

interface SitePageFrameProps {
  page: SitePage;
  title: string;
  intro: string;
  children: ReactNode;
  /** Links to what the reader may want next, besides the other footer pages. */
  actions?: readonly RelatedLink[];
  /** Other footer pages to offer at the end. */
  related?: readonly SitePage[];
}

/** One footer page: its heading, a short introduction, the sections, and where to go next. */
export function SitePageFrame({
  page,
  title,
  intro,
  children,
  actions = [],
  related = [],
}: SitePageFrameProps) {
  const { texts } = useSiteTexts();
  const links: RelatedLink[] = [
    ...actions,
    ...related.map((other) => ({ to: SITE_PAGES[other], label: texts.common.links[other] })),
  ];
  return (
    // max-w-prose (65 characters) keeps lines readable at every text size; hyphens follow <html lang>.
    <article
      aria-labelledby={`${page}-title`}
      className="mx-auto flex max-w-prose flex-col gap-8 break-words hyphens-auto"
    >
      <header className="flex flex-col gap-3">
        <h1 id={`${page}-title`} className="text-2xl sm:text-4xl">
          {title}
        </h1>
        <p className="text-lg text-ink-muted">{intro}</p>
      </header>
      {children}
      {links.length > 0 ? (
        <nav aria-labelledby={`${page}-related`} className="border-t border-border pt-6">
          <h2 id={`${page}-related`} className="text-2xl">
            {texts.common.related}
          </h2>
          <ul className="mt-3 flex flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-target items-center text-lg">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

/** A section of a page with its own heading (h2), for the parts that are not plain text. */
export function PageSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-2xl">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The software's own note to the operator, set apart so nobody reads it as the operator's word. */
export function OperatorNote({ text }: { text: string }) {
  const { texts } = useSiteTexts();
  return (
    <aside
      aria-label={texts.common.operatorNoteTitle}
      className="rounded-card border-2 border-border bg-surface p-5"
    >
      <p>
        <strong>{texts.common.operatorNoteTitle}: </strong>
        {text}
      </p>
    </aside>
  );
}
