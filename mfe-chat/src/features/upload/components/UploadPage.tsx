import { useId, useRef, useState, type DragEvent } from 'react';
import { ApiRequestError } from '@ageless/api-client';
import { Button, Card, Spinner, cx, toast } from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';
import { useKnowledgeDocuments } from '../api/knowledge-documents';
import {
  FileReadError,
  isAcceptedFile,
  UploadRejectedError,
  useUploadDocument,
} from '../api/upload-document';
import { useStaffToken } from '../hooks/use-staff-token';
import { AdminTokenDialog } from './AdminTokenDialog';
import { ApprovedDocuments } from './ApprovedDocuments';
import { PendingDocuments } from './PendingDocuments';
import { ReportsForReview } from './ReportsForReview';
import type { UploadResult, UploadSuccess } from '@ageless/contracts';
import { previewText } from '../lib/preview';

type UploadState =
  | { status: 'idle' }
  | { status: 'processing'; filename: string }
  | { status: 'success'; result: UploadResult }
  | { status: 'error'; message: string };

/** Spec §2 /upload: drop or pick a .doc, .docx or .txt; idle, processing, success, error. */
export function UploadPage() {
  const { t } = useChatLanguage();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const documents = useKnowledgeDocuments();
  const upload = useUploadDocument();
  const staff = useStaffToken();

  const fail = (message: string) => {
    setState({ status: 'error', message });
    toast({ title: t('upload.toastFailureTitle'), description: message, variant: 'destructive' });
  };

  const start = (file: File) => {
    if (!isAcceptedFile(file.name)) {
      fail(t('upload.wrongType'));
      return;
    }
    // A 401 asks for the admin token (once per browser session) and sends the file again with it.
    void staff.run(
      'upload',
      async (adminToken) => {
        setState({ status: 'processing', filename: file.name });
        try {
          const result = await upload.mutateAsync({ file, adminToken });
          setState({ status: 'success', result });
          toast({
            title: t('upload.toastSuccessTitle'),
            description: t('upload.toastSuccess', { filename: result.filename ?? file.name }),
          });
        } catch (error) {
          setState({ status: 'idle' });
          throw error;
        }
      },
      (error) => {
        console.error('[upload] failed', error);
        if (error instanceof FileReadError) fail(t('upload.processFailed'));
        else if (error instanceof ApiRequestError || error instanceof UploadRejectedError)
          fail(error.serverMessage ?? t('upload.failed'));
        else fail(t('upload.failed'));
      },
    );
  };

  const onFiles = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
    // The same file can be picked again after an error.
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(event.dataTransfer.files);
  };

  const reset = () => setState({ status: 'idle' });
  // Only approved documents are ready for the guide; uploads waiting for review are listed below.
  const count = documents.data?.documents.filter(
    (document) => document.status === 'approved',
  ).length;
  // An older API (or a duplicate of an approved text) says nothing of review: the spec's wording.
  const waiting =
    state.status === 'success' && (state.result as Partial<UploadSuccess>).status === 'pending';

  return (
    <section
      aria-labelledby="upload-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4"
    >
      <div className="flex flex-col gap-2">
        <h1 id="upload-title" className="text-3xl sm:text-4xl">
          {t('upload.title')}
        </h1>
        <p className="text-lg">{t('upload.intro')}</p>
        <p className="font-semibold text-primary" aria-live="polite">
          {count === undefined
            ? documents.isPending
              ? t('upload.documentsLoading')
              : ''
            : t('upload.documentsReady', { count })}
        </p>
      </div>

      <Card className="p-6">
        {state.status === 'idle' && (
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="dropzone"
            className={cx(
              'flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-8 text-center',
              dragging ? 'border-primary bg-primary-soft' : 'border-border-strong',
            )}
          >
            <p className="text-lg font-semibold">{t('upload.dropzone')}</p>
            <p>{t('upload.or')}</p>
            {/* Hidden from the keyboard and screen readers: the button below opens it. */}
            <input
              ref={fileInputRef}
              id={inputId}
              type="file"
              accept=".doc,.docx,.txt"
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => onFiles(event.target.files)}
            />
            <Button onClick={() => fileInputRef.current?.click()}>{t('upload.choose')}</Button>
            <p className="text-ink-muted">{t('upload.accepted')}</p>
          </div>
        )}

        {state.status === 'processing' && (
          <div role="status" className="flex items-center gap-3 p-6 text-lg">
            <Spinner />
            {t('upload.processing', { filename: state.filename })}
          </div>
        )}

        {state.status === 'success' && (
          <div className="flex flex-col gap-4">
            <h2 className="text-xl">{t('upload.successTitle')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-semibold">{t('upload.filename')}</dt>
              <dd className="break-all">{state.result.filename}</dd>
              <dt className="font-semibold">{t('upload.size')}</dt>
              <dd>
                {t('upload.sizeValue', {
                  count: state.result.size ?? 0,
                })}
              </dd>
              <dt className="font-semibold">{t('upload.status')}</dt>
              <dd className={waiting ? 'font-semibold' : 'font-semibold text-success'}>
                {t(waiting ? 'upload.waiting' : 'upload.ready')}
              </dd>
            </dl>
            <div>
              <h3 className="mb-1 text-lg">{t('upload.preview')}</h3>
              <p
                className="rounded-control bg-surface-muted p-3 whitespace-pre-wrap"
                data-testid="upload-preview"
              >
                {previewText(state.result.preview ?? '', state.result.size ?? 0)}
              </p>
            </div>
            <Button variant="secondary" onClick={reset} className="self-start">
              {t('upload.another')}
            </Button>
          </div>
        )}

        {state.status === 'error' && (
          <div role="alert" className="flex flex-col gap-3">
            <h2 className="text-xl text-danger">{t('upload.errorTitle')}</h2>
            <p>{state.message}</p>
            <Button onClick={reset} className="self-start">
              {t('upload.tryAgain')}
            </Button>
          </div>
        )}
      </Card>

      <PendingDocuments staff={staff} />
      <ApprovedDocuments staff={staff} />
      <ReportsForReview staff={staff} />

      <AdminTokenDialog
        open={staff.request !== null}
        purpose={staff.request?.purpose}
        onCancel={staff.cancel}
        onSubmit={staff.submit}
      />
    </section>
  );
}
