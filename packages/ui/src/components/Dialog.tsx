import { type ComponentPropsWithoutRef, type HTMLAttributes, useRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cx } from '../lib/cx.js';

// Radix dialog: focus trap, Escape to close, aria-modal, and the focus back to what opened it.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps extends ComponentPropsWithoutRef<
  typeof DialogPrimitive.Content
> {
  /** Accessible name of the corner close button (translated by the caller). */
  closeLabel: string;
}

export function DialogContent({
  className,
  children,
  closeLabel,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: DialogContentProps) {
  // The element that had the focus when the dialog opened. Radix gives the focus back only to a
  // `DialogTrigger`; our dialogs are mostly opened by state (a card's button, a menu item), and
  // without this the focus fell to the top of the page on Escape or Cancel.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />
      <DialogPrimitive.Content
        className={cx(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card *:shrink-0 border border-border bg-surface p-6 text-ink shadow-overlay',
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Sent before the focus moves into the dialog: the focus is still on the opener.
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          // A caller may send the focus elsewhere; an opener that is gone (the page moved on) cannot
          // take it, and Radix's own choice stays.
          const target = opener.current;
          if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
          event.preventDefault();
          target.focus();
        }}
        {...rest}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-2 right-2 inline-flex size-target items-center justify-center rounded-control text-ink hover:bg-surface-muted"
          aria-label={closeLabel}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('flex flex-col gap-2 pr-10', className)} {...rest} />;
}

export function DialogFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...rest}
    />
  );
}

export function DialogTitle({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cx('text-xl font-bold', className)} {...rest} />;
}

export function DialogDescription({
  className,
  ...rest
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cx('text-ink-muted', className)} {...rest} />;
}
