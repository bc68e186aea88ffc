import { useId, useRef, useState } from 'react';
import type { KnowledgeDocumentSummary } from '@ageless/contracts';
import { ApiRequestError } from '@ageless/api-client';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@ageless/ui';
import { useChatLanguage } from '@ageless/chat';
import { useReviewDocument } from '../api/knowledge-documents';
import type { StaffToken } from '../hooks/use-staff-token';

export type ReviewKind = 'approve' | 'withdraw';

/** Where each action's document goes, by the id of that list's heading (focus moves there). */
export const LIST_HEADING = { pending: 'review-title', approved: 'approved-title' } as const;

const focusHeading = (id: string): void => {
  const heading = document.getElementById(id);
  heading?.focus();
  heading?.scrollIntoView?.({ block: 'start' });
};

export interface ReviewActionProps {
  document: KnowledgeDocumentSummary;
  kind: ReviewKind;
  staff: StaffToken;
  /** Ids describing the button (the document's title) for screen readers. */
  describedBy?: string;
}

/**
 * Approve or withdraw, each only after a plain question in a dialog (issue 27): nothing changes
 * until "Yes" is pressed. While the request runs the dialog stays open and says so; a refusal (the
 * document changed elsewhere, a wrong token) is shown in it. Focus: "No", Escape and the close
 * button give it back to the button that opened the dialog; after a change that button is gone with
 * its list item, so the focus goes to the heading of the list the document moved to, where it now
 * appears. The API refuses a second approval or withdrawal (409), so a double click changes nothing.
 */
export function ReviewAction({ document, kind, staff, describedBy }: ReviewActionProps) {
  const { t } = useChatLanguage();
  const review = useReviewDocument();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Read in callbacks that outlive a render: whether the dialog is still open, where focus goes next.
  const openRef = useRef(false);
  const focusTo = useRef<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const problemId = useId();
  const approve = kind === 'approve';
  const destination = approve ? LIST_HEADING.approved : LIST_HEADING.pending;
  const origin = approve ? LIST_HEADING.pending : LIST_HEADING.approved;

  const show = (next: boolean): void => {
    openRef.current = next;
    setOpen(next);
    if (next) setProblem(null);
  };

  const confirm = (): void => {
    // A second press while the first is on its way does nothing (the API would refuse it anyway).
    if (review.isPending) return;
    setProblem(null);
    let settled = false;
    void staff
      .run(
        'review',
        async (token) => {
          await review.mutateAsync({
            id: document.id,
            status: approve ? 'approved' : 'pending',
            adminToken: token,
          });
          settled = true;
          toast({
            title: approve
              ? t('upload.review.approved', { title: document.title })
              : t('upload.approvedList.withdrawn', { title: document.title }),
          });
          if (openRef.current) {
            focusTo.current = destination;
            show(false);
          } else {
            // Approved after the admin-token dialog: this dialog had closed already.
            focusHeading(destination);
          }
        },
        (error) => {
          settled = true;
          const message =
            (error instanceof ApiRequestError ? error.serverMessage : undefined) ??
            t('upload.failed');
          if (openRef.current) setProblem(message);
          else
            toast({
              title: t(approve ? 'upload.review.failed' : 'upload.approvedList.withdrawFailed'),
              description: message,
              variant: 'destructive',
            });
        },
      )
      .then(() => {
        // Neither done nor failed: the API asked for the admin token, whose dialog takes over.
        if (!settled) show(false);
      });
  };

  return (
    <>
      <Button
        ref={trigger}
        variant={approve ? 'primary' : 'outline'}
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => show(true)}
      >
        {t(approve ? 'upload.review.approve' : 'upload.approvedList.withdraw')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => show(next)}>
        <DialogContent
          closeLabel={t('upload.token.close')}
          onCloseAutoFocus={(event) => {
            const target = focusTo.current;
            focusTo.current = null;
            if (target) {
              event.preventDefault();
              focusHeading(target);
            } else if (!trigger.current?.isConnected) {
              // Refused because it had changed elsewhere: its list refreshed and the button is gone.
              event.preventDefault();
              focusHeading(origin);
            }
          }}
        >
          <DialogHeader>
            <DialogTitle className="break-words">
              {approve
                ? t('upload.review.confirmApproveTitle', { title: document.title })
                : t('upload.approvedList.confirmTitle', { title: document.title })}
            </DialogTitle>
            <DialogDescription className="text-lg text-ink">
              {t(approve ? 'upload.review.confirmApproveText' : 'upload.approvedList.confirmText')}
            </DialogDescription>
          </DialogHeader>
          {problem !== null && (
            <p id={problemId} role="alert" className="font-semibold text-danger">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => show(false)}>
              {t(approve ? 'upload.review.keepWaiting' : 'upload.approvedList.keep')}
            </Button>
            {/* aria-disabled, not disabled, while busy: a disabled button would drop the focus. */}
            <Button
              variant={approve ? 'primary' : 'destructive'}
              aria-disabled={review.isPending || undefined}
              aria-describedby={problem !== null ? problemId : undefined}
              onClick={confirm}
            >
              {review.isPending
                ? t(approve ? 'upload.review.approving' : 'upload.approvedList.withdrawing')
                : t(approve ? 'upload.review.confirmApprove' : 'upload.approvedList.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
