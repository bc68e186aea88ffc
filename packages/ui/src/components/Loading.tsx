export interface LoadingProps {
  /** Translated text read out and shown beside the spinner. */
  label: string;
}

export function Spinner() {
  return (
    <span
      className="inline-block size-6 rounded-full border-[3px] border-border border-t-primary motion-safe:animate-spin"
      aria-hidden="true"
    />
  );
}

export function Loading({ label }: LoadingProps) {
  return (
    <div className="flex items-center gap-2 py-6 text-ink-muted" role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
