// Spec §3 "Upload result" and §7 upload payloads.

export const UPLOAD_EXTENSIONS = ['.doc', '.docx', '.txt'] as const;

export interface WordUploadRequest {
  filename: string;
  fileData: string;
  mimeType: string;
}

export interface TextUploadRequest {
  filename: string;
  content: string;
  mimeType: 'text/plain';
}

export type UploadRequest = WordUploadRequest | TextUploadRequest;

export interface UploadResult {
  success: boolean;
  error?: string;
  message?: string;
  preview?: string;
  filename?: string;
  size?: number;
}

/** Extra fields of a successful upload (beyond spec §3): the stored document and whether it was already there. */
export interface UploadSuccess extends UploadResult {
  success: true;
  message: string;
  preview: string;
  filename: string;
  size: number;
  documentId: string;
  duplicate: boolean;
  language: 'en' | 'de';
  /** A new upload is 'pending' until staff approve it; the guide uses only approved documents. */
  status: KnowledgeDocumentStatus;
}

/** Uploads wait for review ('pending'); shipped articles and reviewed uploads are 'approved'. */
export type KnowledgeDocumentStatus = 'pending' | 'approved';

/** GET /api/knowledge/documents/:id/passages (admin): what staff read before approving. */
export interface KnowledgeDocumentPassages {
  id: string;
  title: string;
  status: KnowledgeDocumentStatus;
  passages: string[];
  total: number;
}

/** PATCH /api/knowledge/documents/:id (admin): approve an upload, or take the approval back. */
export interface KnowledgeDocumentReview {
  status: KnowledgeDocumentStatus;
}

/** GET /api/knowledge/documents */
export interface KnowledgeDocumentSummary {
  id: string;
  title: string;
  filename: string;
  language: 'en' | 'de';
  /** characters of text */
  size: number;
  chunks: number;
  builtIn: boolean;
  topic: string | null;
  sourceUrl: string | null;
  uploadedAt: string;
  status: KnowledgeDocumentStatus;
}

export interface KnowledgeDocumentList {
  count: number;
  documents: KnowledgeDocumentSummary[];
}
