import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KnowledgeDocumentList,
  KnowledgeDocumentPassages,
  KnowledgeDocumentStatus,
  KnowledgeUploadReview,
  KnowledgeUploadReviewList,
} from '@ageless/contracts';
import { apiGet, apiRequestJson } from '@ageless/api-client';
import { adminHeaders, readAdminToken } from '../hooks/admin-token';

// With the staff token the list also holds uploads waiting for review (the API lists only approved
// ones to everyone else), which the review list on this page needs.
export function getKnowledgeDocuments(apiBase?: string): Promise<KnowledgeDocumentList> {
  return apiGet<KnowledgeDocumentList>('/api/knowledge/documents', {
    apiBase,
    headers: adminHeaders(readAdminToken()),
  });
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

/** Every upload with who approved or withdrew it and when (staff only: needs the admin token). */
export function getKnowledgeUploads(
  adminToken: string | null,
  apiBase?: string,
): Promise<KnowledgeUploadReviewList> {
  return apiGet<KnowledgeUploadReviewList>('/api/knowledge/uploads', {
    apiBase,
    headers: adminHeaders(adminToken),
  });
}

/**
 * Staff's view of the uploads. Its key starts with the documents' key, so an upload, approval or
 * withdrawal refreshes it together with the public list.
 */
export function useKnowledgeUploads(adminToken: string | null, apiBase?: string) {
  return useQuery({
    queryKey: [...knowledgeDocumentsQueryKey, 'uploads', adminToken ?? '', apiBase ?? ''],
    queryFn: () => getKnowledgeUploads(adminToken, apiBase),
    retry: false,
  });
}

/** Approves a pending upload ('approved') or withdraws an approval ('pending'); a 409 if it already was. */
export function reviewDocument(
  id: string,
  status: KnowledgeDocumentStatus,
  adminToken: string | null,
  apiBase?: string,
): Promise<KnowledgeUploadReview> {
  return apiRequestJson<KnowledgeUploadReview>(
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
    // Settled, not only success: a 409 means the document changed elsewhere, so both lists refresh.
    // Not awaited: the caller moves the focus out of its dialog while the document is still listed;
    // awaited, the refreshed list could unmount that dialog first and the focus would be lost.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: knowledgeDocumentsQueryKey });
    },
  });
}
