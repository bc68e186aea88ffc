import { useQuery } from '@tanstack/react-query';
import { SITE_INFO_PATH, SITE_INFO_QUERY_KEY, type SiteInfoResponse } from '@ageless/contracts';

async function getSiteInfo(): Promise<SiteInfoResponse> {
  const response = await fetch(SITE_INFO_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`site-info answered ${response.status}`);
  return (await response.json()) as SiteInfoResponse;
}

/**
 * Who runs this installation, from the API's SITE_* settings (GET /api/site-info). They change only
 * with a restart of the API, so one read per visit is enough.
 */
export function useSiteInfo() {
  return useQuery({
    queryKey: [...SITE_INFO_QUERY_KEY],
    queryFn: getSiteInfo,
    staleTime: 5 * 60 * 1000,
  });
}
