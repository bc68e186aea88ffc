import { DomainError } from '../common/errors/domain-error.js';
import type { KnowledgeLanguage } from './language-detection.js';

/** Why an upload was refused; each has its own message in English and German. */
export type UploadErrorCode =
  | 'payload'
  | 'filename'
  | 'filename_path'
  | 'filename_empty'
  | 'extension'
  | 'base64'
  | 'too_large'
  | 'text_too_long'
  | 'not_docx'
  | 'not_doc'
  | 'zip_bomb'
  | 'unreadable'
  | 'too_complex'
  | 'busy'
  | 'encoding'
  | 'binary_text'
  | 'empty';

type Texts = Record<KnowledgeLanguage, string>;

const MESSAGES: Record<UploadErrorCode, (detail: Record<string, string | number>) => Texts> = {
  payload: () => ({
    en: 'Send either "content" (text files) or "fileData" (base64, Word files), not both and not neither.',
    de: 'Senden Sie entweder "content" (Textdateien) oder "fileData" (Base64, Word-Dateien), nicht beides und nicht keins.',
  }),
  filename: () => ({
    en: 'filename must be a file name of at most 255 characters.',
    de: 'filename muss ein Dateiname mit höchstens 255 Zeichen sein.',
  }),
  filename_path: () => ({
    en: 'filename must be a plain file name without a folder path.',
    de: 'filename muss ein einfacher Dateiname ohne Ordnerpfad sein.',
  }),
  filename_empty: () => ({
    en: 'The file name is empty: only an extension was given (such as ".txt"). Please name the file, e.g. "pension-notes.txt".',
    de: 'Der Dateiname ist leer: Es wurde nur eine Endung angegeben (etwa ".txt"). Bitte benennen Sie die Datei, z. B. "rente-notizen.txt".',
  }),
  extension: ({ extension }) => ({
    en: `Files of type "${extension}" are not supported. Please upload a .doc, .docx or .txt file.`,
    de: `Dateien vom Typ "${extension}" werden nicht unterstützt. Bitte laden Sie eine .doc-, .docx- oder .txt-Datei hoch.`,
  }),
  base64: () => ({
    en: 'fileData is not valid base64.',
    de: 'fileData ist kein gültiges Base64.',
  }),
  too_large: ({ limit }) => ({
    en: `The file is larger than the limit of ${limit}.`,
    de: `Die Datei ist größer als die Grenze von ${limit}.`,
  }),
  text_too_long: ({ limit }) => ({
    en: `The document contains more than ${limit} characters of text.`,
    de: `Das Dokument enthält mehr als ${limit} Zeichen Text.`,
  }),
  not_docx: () => ({
    en: 'This file is not a Word document (.docx): its content does not match its extension.',
    de: 'Diese Datei ist kein Word-Dokument (.docx): Ihr Inhalt passt nicht zur Dateiendung.',
  }),
  not_doc: () => ({
    en: 'This file is not a Word 97-2003 document (.doc): its content does not match its extension.',
    de: 'Diese Datei ist kein Word-97-2003-Dokument (.doc): Ihr Inhalt passt nicht zur Dateiendung.',
  }),
  zip_bomb: () => ({
    en: 'This .docx file unpacks to far more data than a document holds and was refused.',
    de: 'Diese .docx-Datei entpackt sich zu weit mehr Daten, als ein Dokument enthält, und wurde abgelehnt.',
  }),
  unreadable: () => ({
    en: 'This document could not be read; it may be damaged or password-protected.',
    de: 'Das Dokument konnte nicht gelesen werden; es ist vielleicht beschädigt oder passwortgeschützt.',
  }),
  too_complex: () => ({
    en: 'This document could not be read: it holds far more text or markup than the knowledge base accepts. Please split it into smaller documents.',
    de: 'Dieses Dokument konnte nicht gelesen werden: Es enthält weit mehr Text oder Formatierung, als die Wissensdatenbank annimmt. Bitte teilen Sie es in kleinere Dokumente auf.',
  }),
  busy: () => ({
    en: 'Several documents are being read right now. Please try again in a few seconds.',
    de: 'Gerade werden mehrere Dokumente gelesen. Bitte versuchen Sie es in ein paar Sekunden erneut.',
  }),
  encoding: () => ({
    en: 'The text file is not valid UTF-8. Please save it as UTF-8 and try again.',
    de: 'Die Textdatei ist kein gültiges UTF-8. Bitte speichern Sie sie als UTF-8 und versuchen Sie es erneut.',
  }),
  binary_text: () => ({
    en: 'This file does not contain plain text: its content does not match the .txt extension.',
    de: 'Diese Datei enthält keinen reinen Text: Ihr Inhalt passt nicht zur Endung .txt.',
  }),
  empty: () => ({
    en: 'The document contains no text.',
    de: 'Das Dokument enthält keinen Text.',
  }),
};

/**
 * A refused upload: the HTTP status, its code (sent as the error's `code`) and its words in English
 * and German. Its fields cross from the extraction worker as plain values and are built again here.
 */
export class UploadError extends DomainError {
  constructor(
    override readonly code: UploadErrorCode,
    override readonly status: 400 | 413 | 415 | 422 | 503,
    readonly detail: Record<string, string | number> = {},
  ) {
    super(status, code, MESSAGES[code](detail));
  }
}
