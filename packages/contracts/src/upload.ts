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
