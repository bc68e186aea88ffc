import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportsForReviewResponse } from '@ageless/contracts';
import { apiGet, apiRequest } from '@ageless/api-client';
import { adminHeaders } from '../hooks/admin-token';

export type ReportDecision = 'dismiss' | 'uphold';

export const adminReportsQueryKey = ['admin-reports'] as const;

export function getOpenReports(
  adminToken: string | null,
  apiBase?: string,
): Promise<ReportsForReviewResponse> {
  return apiGet<ReportsForReviewResponse>('/api/admin/reports', {
    apiBase,
    headers: adminHeaders(adminToken),
  });
}

/** Staff's open reports about people; the admin token is part of the key, so a new one refetches. */
export function useOpenReports(adminToken: string | null, apiBase?: string) {
  return useQuery({
    queryKey: [...adminReportsQueryKey, apiBase ?? '', adminToken ?? ''],
    queryFn: () => getOpenReports(adminToken, apiBase),
    // A 401/403 is an answer (ask for the token), not a hiccup to retry.
    retry: false,
  });
}

export async function reviewReport(
  id: string,
  decision: ReportDecision,
  adminToken: string | null,
  apiBase?: string,
): Promise<void> {
  await apiRequest(
    'POST',
    `/api/admin/reports/${encodeURIComponent(id)}`,
    { decision },
    { apiBase, headers: adminHeaders(adminToken) },
  );
}

export function useReviewReport(apiBase?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      adminToken,
    }: {
      id: string;
      decision: ReportDecision;
      adminToken: string | null;
    }) => reviewReport(id, decision, adminToken, apiBase),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReportsQueryKey }),
  });
}
