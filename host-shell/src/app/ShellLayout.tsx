import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_PAGES, type SitePage } from '@ageless/contracts';
import { TopNav } from '../features/navigation/components/TopNav';

// The pages behind the footer, on every page (an Impressum must be reachable from each one). Their
// labels are the pages' titles, the spec's footer labels.
const FOOTER_PAGES: readonly SitePage[] = [
  'help',
  'contact',
  'safety',
  'communityGuidelines',
  'privacy',
  'terms',
  'impressum',
];

export function FooterPageLinks() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('footer.pagesLabel')}>
      <ul className="flex flex-wrap justify-center gap-x-6">
        {FOOTER_PAGES.map((page) => (
          <li key={page}>
            <Link to={SITE_PAGES[page]} className="inline-flex min-h-target items-center">
              {t(`titles.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Skip link, top navigation, main landmark and footer around every page but /embed. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  // What had the focus when the reader last followed a link or pressed a button (Enter on a link
  // is a click too): the place a navigation starts from.
  const startedFrom = useRef<Element | null>(null);
  useEffect(() => {
    const remember = () => {
      startedFrom.current = document.activeElement;
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  // On client-side navigation move focus to the new page, as a full page load would, so
  // screen reader and keyboard users start at the content. Not on the first load, and not when the
  // address names a section (`/#how-it-works`): the page moves the focus to that section itself.
  // Nor when the reader has moved on while the new page was rendering (the address changes first,
  // the page follows): a keyboard user who tabbed on to the next link keeps it, and the next Enter
  // is not lost on the page's content (issue 27, seen under load).
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const active = document.activeElement;
    const movedOn = active !== null && active !== document.body && active !== startedFrom.current;
    if (!hash && !movedOn) mainRef.current?.focus();
    // Only a new page moves the focus; the hash is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // The landing page ends with its own disclaimer strip and full footer (spec §2).
  const isLanding = pathname === '/';

  return (
    <div className="flex min-h-screen flex-col">
      <a
        className="sr-only z-[100] rounded-control border-2 border-primary bg-surface px-4 py-2 text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        href="#main"
      >
        {t('skipToContent')}
      </a>
      <TopNav />
      <main
        id="main"
        ref={mainRef}
        className="mx-auto w-full max-w-content flex-1 px-4 pt-6 pb-12 focus:outline-none sm:px-6"
        tabIndex={-1}
      >
        <Outlet />
      </main>
      {isLanding ? null : (
        <footer className="flex flex-col gap-2 border-t border-border bg-surface px-4 py-5 text-center text-ink-muted">
          <FooterPageLinks />
          <p>{t('disclaimer')}</p>
          {/* Today's year, so the notice never shows a past one. */}
          <p>{t('footer.copyright', { ns: 'shell', year: new Date().getFullYear() })}</p>
        </footer>
      )}
    </div>
  );
}
