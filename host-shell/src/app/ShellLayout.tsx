import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopNav } from '../features/navigation/components/TopNav';

/** Skip link, top navigation, main landmark and footer around every page but /embed. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);

  // On client-side navigation move focus to the new page, as a full page load would, so
  // screen reader and keyboard users start at the content. Not on the first load.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopNav />
      <main id="main" ref={mainRef} className="page" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('disclaimer')}</p>
        <p>{t('footer.copyright', { ns: 'shell' })}</p>
      </footer>
    </div>
  );
}
