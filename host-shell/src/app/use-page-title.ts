import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { matchRoute } from '@ageless/contracts';

/**
 * Names the browser tab after the page, in the page's language (issue 20): the route's titleKey from
 * the one route list, "Page Not Found" for an address no route knows. Follows a language switch.
 */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  // A key from the route list (JSON, so untyped); its spec checks every route's key is translated.
  const titleKey = (matchRoute(pathname)?.route.titleKey ?? 'titles.notFound') as 'titles.home';
  // The landing's title already starts with the product's name.
  const title = titleKey === 'titles.home' ? t(titleKey) : t('titles.page', { page: t(titleKey) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
