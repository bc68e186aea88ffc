export function TypingIndicator({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 text-ink-muted" role="status">
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-2 rounded-full bg-ink-muted motion-safe:animate-bounce" />
        <span className="size-2 rounded-full bg-ink-muted motion-safe:animate-bounce [animation-delay:150ms]" />
        <span className="size-2 rounded-full bg-ink-muted motion-safe:animate-bounce [animation-delay:300ms]" />
      </span>
      <span>{label}</span>
    </div>
  );
}
