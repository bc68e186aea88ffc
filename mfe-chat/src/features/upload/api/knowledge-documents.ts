import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeDocumentList } from '@ageless/contracts';
import { apiGet } from '@ageless/api-client';

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
