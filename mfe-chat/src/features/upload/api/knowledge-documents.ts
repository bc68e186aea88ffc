import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KnowledgeDocumentList,
  KnowledgeDocumentPassages,
  KnowledgeDocumentStatus,
  KnowledgeDocumentSummary,
} from '@ageless/contracts';
import { apiGet, apiRequestJson } from '@ageless/api-client';
import { adminHeaders } from '../hooks/admin-token';

export function getKnowledgeDocuments(apiBase?: string): Promise<KnowledgeDocumentList> {
  return apiGet<KnowledgeDocumentList>('/api/knowledge/documents', { apiBase });
}

export const knowledgeDocumentsQueryKey = ['knowledge-documents'] as const;

export function knowledgeDocumentsQueryOptions(apiBase?: string) {
  return queryOptions({
    queryKey: [...knowledgeDocumentsQueryKey, apiBase ?? ''],
    queryFn: () => getKnowledgeDocuments(apiBase),
  });
}

/** The real number of documents in the knowledge base (instead of the spec's fixed '11'). */
export function useKnowledgeDocuments(apiBase?: string) {
  return useQuery(knowledgeDocumentsQueryOptions(apiBase));
}

/** The passages the guide would quote from a document (staff read them before approving). */
export function getDocumentPassages(
  id: string,
  adminToken: string | null,
  apiBase?: string,
): Promise<KnowledgeDocumentPassages> {
  return apiGet<KnowledgeDocumentPassages>(
    `/api/knowledge/documents/${encodeURIComponent(id)}/passages`,
    { apiBase, headers: adminHeaders(adminToken) },
  );
}

export function reviewDocument(
  id: string,
  status: KnowledgeDocumentStatus,
  adminToken: string | null,
  apiBase?: string,
): Promise<KnowledgeDocumentSummary> {
  return apiRequestJson<KnowledgeDocumentSummary>(
    'PATCH',
    `/api/knowledge/documents/${encodeURIComponent(id)}`,
    { status },
    { apiBase, headers: adminHeaders(adminToken) },
  );
}

export function useReviewDocument(apiBase?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      adminToken,
    }: {
      id: string;
      status: KnowledgeDocumentStatus;
      adminToken: string | null;
    }) => reviewDocument(id, status, adminToken, apiBase),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeDocumentsQueryKey }),
  });
}
