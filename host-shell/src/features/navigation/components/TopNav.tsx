import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingSectionPath, ROUTES } from '@ageless/contracts';
import { Button, LinkButton } from '@ageless/ui';
import { useMyMatchesLink } from '../api/my-profiles';
import { useHeaderHeight } from '../hooks/header-height';
import { LanguageSwitcher } from './LanguageSwitcher';
import { TextSizeSwitcher } from './TextSizeSwitcher';

// The calculators are the planner remote's routes in the one route list; "Calculators" leads to the
// first and is the current page on any of them.
const CALCULATOR_PATHS = ROUTES.flatMap((route) =>
  'remote' in route && route.remote === 'planner' ? [route.path] : [],
);

/** `aria-current="page"` when `pathname` is one of `paths` or below one. */
function currentPage(pathname: string, paths: readonly string[]): 'page' | undefined {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`))
    ? 'page'
    : undefined;
}

// The current page's item is underlined (not told by colour alone) and, as a link, says so.
const CURRENT =
  'aria-[current=page]:underline aria-[current=page]:decoration-[3px] aria-[current=page]:underline-offset-[6px]';
// The same line on a child of a link with `group`, for a link that holds more than its words.
const CURRENT_LABEL =
  'group-aria-[current=page]:underline group-aria-[current=page]:decoration-[3px] group-aria-[current=page]:underline-offset-[6px]';

// Below the lg breakpoint (1024 px) the links fold into a disclosure menu so the bar fits 360 px.
export function TopNav() {
  const { t, i18n } = useTranslation('shell');
  const myMatches = useMyMatchesLink(i18n.language === 'de' ? 'de' : 'en');
  const waitingParts = myMatches
    ? [
        ...(myMatches.waiting > 0 ? [t('nav.requestsWaiting', { count: myMatches.waiting })] : []),
        ...(myMatches.unread > 0 ? [t('nav.newMessages', { count: myMatches.unread })] : []),
      ]
    : [];
  // The history entry the menu was opened on: following any link closes it, a section link on the
  // same page (`/#how-it-works`) too.
  const { key, pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === key;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  // Escape closes the open phone menu, and the focus goes back to its toggle (as after a dialog).
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    setOpenOn(null);
    toggleRef.current?.focus();
  };

  return (
    <header ref={headerRef} className="border-b border-border bg-surface">
      {/* Its own row above the links: always in view (not folded into the menu), at every width. */}
      <div className="@container mx-auto flex max-w-content justify-end px-4 pt-1 sm:px-6">
        <TextSizeSwitcher />
      </div>
      <nav
        className="relative mx-auto flex max-w-content flex-wrap items-center gap-x-2 gap-y-2 px-4 py-2 sm:px-6"
        aria-label={t('nav.label')}
        onKeyDown={closeOnEscape}
      >
        <Link
          to="/"
          className="mr-auto inline-flex min-h-target items-center text-xl font-bold text-primary no-underline"
          aria-label={t('nav.home')}
        >
          {t('nav.logo')}
        </Link>
        {/* From lg up the links take a row of their own (in German they are as wide as the page
            at 1280 px), and the language choice moves up beside the text size, left of it, rather
            than wrap alone onto a third row. It stays here in the reading and tab order. */}
        <div className="lg:absolute lg:bottom-full lg:left-6">
          <LanguageSwitcher />
        </div>
        <Button
          ref={toggleRef}
          variant="outline"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : key)}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {t('nav.menu')}
        </Button>
        <ul
          id={menuId}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-2 pb-2 lg:flex lg:w-auto lg:flex-row lg:items-center lg:pb-0`}
        >
          {/* Spec §2 gives these two no target; they lead to their sections of the landing page. */}
          <li>
            <LinkButton
              to={landingSectionPath('howItWorks')}
              variant="ghost"
              size="sm"
              className="w-full lg:w-auto"
            >
              {t('nav.howItWorks')}
            </LinkButton>
          </li>
          <li>
            <LinkButton
              to={landingSectionPath('successStories')}
              variant="ghost"
              size="sm"
              className="w-full lg:w-auto"
            >
              {t('nav.successStories')}
            </LinkButton>
          </li>
          <li>
            <LinkButton
              to="/chat"
              variant="ghost"
              size="sm"
              className={`w-full lg:w-auto ${CURRENT}`}
              aria-current={currentPage(pathname, ['/chat'])}
            >
              {t('nav.askGuide')}
            </LinkButton>
          </li>
          <li>
            <LinkButton
              to={CALCULATOR_PATHS[0]!}
              variant="ghost"
              size="sm"
              className={`w-full lg:w-auto ${CURRENT}`}
              aria-current={currentPage(pathname, CALCULATOR_PATHS)}
            >
              {t('nav.calculators')}
            </LinkButton>
          </li>
          {myMatches ? (
            <li>
              <LinkButton
                to={myMatches.to}
                variant="outline"
                className="group w-full lg:w-auto"
                aria-current={currentPage(pathname, ['/matches'])}
                aria-label={
                  waitingParts.length > 0
                    ? [t('nav.myMatches'), ...waitingParts].join(', ')
                    : undefined
                }
              >
                {/* Only the words are underlined on the current page: on the link itself the line
                    would run on under the badge (a flex item inherits the link's decoration). */}
                <span className={CURRENT_LABEL}>{t('nav.myMatches')}</span>
                {waitingParts.length > 0 ? (
                  // One number for everything that waits for an answer; the label says what it is.
                  <span
                    aria-hidden="true"
                    className="ml-2 inline-flex min-w-7 items-center justify-center rounded-full bg-primary px-2 text-on-primary"
                  >
                    {myMatches.waiting + myMatches.unread}
                  </span>
                ) : null}
              </LinkButton>
            </li>
          ) : null}
          <li>
            <LinkButton
              to="/upload"
              variant="secondary"
              className={`w-full lg:w-auto ${CURRENT}`}
              aria-current={currentPage(pathname, ['/upload'])}
            >
              {t('nav.uploadData')}
            </LinkButton>
          </li>
          <li>
            <LinkButton
              to="/onboarding"
              className={`w-full lg:w-auto ${CURRENT}`}
              aria-current={currentPage(pathname, ['/onboarding'])}
            >
              {t('nav.getStarted')}
            </LinkButton>
          </li>
        </ul>
      </nav>
    </header>
  );
}
