import { useSyncExternalStore } from 'react';

// Spec §9: one toast at a time, shown 5000 ms; a dismissed toast is removed after 1,000,000 ms
// (it stays mounted, closed, so Radix can finish its exit and screen readers are not cut off).
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms; TOAST_DURATION_MS unless given. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

type Listener = () => void;

// Module state: @ageless/ui is a federation singleton, so every remote's toast() reaches the one
// <Toaster /> the host renders.
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id?: number): void {
  publish(
    toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  );
  for (const item of toasts) {
    if ((id === undefined || item.id === id) && !removals.has(item.id)) {
      removals.set(
        item.id,
        setTimeout(() => {
          removals.delete(item.id);
          publish(toasts.filter((other) => other.id !== item.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
}

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  const item: ToastItem = { variant: 'default', ...options, id, open: true };
  publish([item, ...toasts.filter((other) => other.open === false)].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasts;

/** The current toasts, outside React (tests). */
export const getToasts = snapshot;

/** The toasts to render (the Toaster uses it). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** For components: `const { toast } = useToast(); toast({ title, description, variant })`. */
export function useToast() {
  return { toast, dismiss: dismissToast };
}
