export interface LoadingProps {
  /** Translated text read out and shown beside the spinner. */
  label: string;
}

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}

export function Loading({ label }: LoadingProps) {
  return (
    <div className="loading" role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
