import { LAUNCHER_ICON } from '../launcher.js';

/** The chat's speech bubble, the same drawing as <ageless-chat>'s own launcher. */
export function LauncherIcon({ className }: { className?: string }) {
  return (
    <svg viewBox={LAUNCHER_ICON.viewBox} className={className} aria-hidden="true" focusable="false">
      <path
        d={LAUNCHER_ICON.path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
