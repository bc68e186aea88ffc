import { domainErrorOf } from '../common/errors/domain-error.js';

/** Why the knowledge module refuses a request about its documents: stable codes for front ends. */
export enum KnowledgeErrorCode {
  /** No such document (or one still being stored), in a list or a removal. */
  DocumentNotFound = 'document_not_found',
  /** A review of a document that is not there (any more). */
  ReviewedDocumentGone = 'reviewed_document_gone',
  /** A review of a built-in article (always in use). */
  BuiltInArticle = 'built_in_article',
  /** A built-in article asked to be deleted. */
  BuiltInArticleDelete = 'built_in_article_delete',
  AlreadyApproved = 'already_approved',
  NotApproved = 'not_approved',
}

// Refusals of a review say that nothing was changed.
export const KnowledgeError = domainErrorOf<KnowledgeErrorCode>({
  [KnowledgeErrorCode.DocumentNotFound]: {
    status: 404,
    texts: () => ({ en: 'Document not found', de: 'Dokument nicht gefunden' }),
  },
  [KnowledgeErrorCode.ReviewedDocumentGone]: {
    status: 404,
    texts: () => ({
      en: 'This document is not in the knowledge base (any more). Nothing was changed.',
      de: 'Dieses Dokument ist nicht (mehr) in der Wissensdatenbank. Es wurde nichts geändert.',
    }),
  },
  [KnowledgeErrorCode.BuiltInArticle]: {
    status: 409,
    texts: () => ({
      en: 'Built-in articles ship with the app and are always in use; change the article files instead.',
      de: 'Eingebaute Artikel gehören zur App und werden immer genutzt; ändern Sie stattdessen die Artikeldateien.',
    }),
  },
  [KnowledgeErrorCode.BuiltInArticleDelete]: {
    status: 409,
    texts: () => ({
      en: 'Built-in articles ship with the app and cannot be deleted; change the article files instead.',
      de: 'Eingebaute Artikel gehören zur App und können nicht gelöscht werden; ändern Sie stattdessen die Artikeldateien.',
    }),
  },
  [KnowledgeErrorCode.AlreadyApproved]: {
    status: 409,
    texts: () => ({
      en: 'This document is already approved: the guide uses it. Nothing was changed.',
      de: 'Dieses Dokument ist bereits freigegeben: Der Ratgeber nutzt es. Es wurde nichts geändert.',
    }),
  },
  [KnowledgeErrorCode.NotApproved]: {
    status: 409,
    texts: () => ({
      en: 'This document is not approved, so there is no approval to withdraw. Nothing was changed.',
      de: 'Dieses Dokument ist nicht freigegeben, es gibt also keine Freigabe zurückzunehmen. Es wurde nichts geändert.',
    }),
  },
});
