import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadRequest, UploadResult } from '@ageless/contracts';
import { apiRequestJson } from '@ageless/api-client';
import { adminHeaders } from '../hooks/admin-token';
import { knowledgeDocumentsQueryKey } from './knowledge-documents';

const WORD_MIME: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(filename: string): boolean {
  return ['doc', 'docx', 'txt'].includes(extensionOf(filename));
}

/** Thrown when the browser cannot read the file (spec §8 'Failed to process file'). */
export class FileReadError extends Error {
  constructor(cause: unknown) {
    super('The file could not be read', { cause });
    this.name = 'FileReadError';
  }
}

function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function readAsText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** Spec §5/§7: .doc and .docx as base64 with their MIME type; anything else read as text. */
export async function buildUploadRequest(file: File): Promise<UploadRequest> {
  const extension = extensionOf(file.name);
  try {
    if (extension === 'doc' || extension === 'docx') {
      return {
        filename: file.name,
        fileData: await readAsBase64(file),
        mimeType: file.type || WORD_MIME[extension]!,
      };
    }
    return { filename: file.name, content: await readAsText(file), mimeType: 'text/plain' };
  } catch (error) {
    throw new FileReadError(error);
  }
}

/** Thrown when the API answers 200 with `success: false`. */
export class UploadRejectedError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? 'Upload failed');
    this.name = 'UploadRejectedError';
  }
}

export async function uploadDocument(
  file: File,
  adminToken: string | null,
  apiBase?: string,
): Promise<UploadResult> {
  const request = await buildUploadRequest(file);
  const result = await apiRequestJson<UploadResult>('POST', '/api/upload', request, {
    apiBase,
    headers: adminHeaders(adminToken),
  });
  if (!result.success) throw new UploadRejectedError(result.error ?? result.message);
  return result;
}

export function useUploadDocument(apiBase?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, adminToken }: { file: File; adminToken: string | null }) =>
      uploadDocument(file, adminToken, apiBase),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeDocumentsQueryKey }),
  });
}
