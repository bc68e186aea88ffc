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

/**
 * PATCH /api/knowledge/documents/:id (admin): approve a pending upload ('approved'), or withdraw an
 * approval ('pending': back to the review list). Answers KnowledgeUploadReview; asking for the
 * status the document already has is a 409.
 */
export interface KnowledgeDocumentReview {
  status: KnowledgeDocumentStatus;
}

/**
 * Who changed a review: how that member of staff signed in. There are no per-person staff accounts,
 * only the shared ADMIN_TOKEN ('admin-token') or, without one, the API's own computer ('this-computer').
 */
export type StaffIdentity = 'admin-token' | 'this-computer';

/** An upload with its review, for staff (GET /api/knowledge/uploads and the PATCH's answer). */
export interface KnowledgeUploadReview extends KnowledgeDocumentSummary {
  /** When it was last approved; null while never approved. */
  approvedAt: string | null;
  /** null when never approved, or approved before approvers were recorded. */
  approvedBy: StaffIdentity | null;
  /** When an approval was last withdrawn (the document went back to 'pending'). */
  withdrawnAt: string | null;
  withdrawnBy: StaffIdentity | null;
}

/** GET /api/knowledge/uploads (admin): every upload (no built-in articles), newest first. */
export interface KnowledgeUploadReviewList {
  count: number;
  documents: KnowledgeUploadReview[];
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
