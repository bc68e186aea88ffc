/*
 * @ageless/ui: the Ageless Connect design system (a federation singleton). Usage:
 *
 * - Styles. The host imports '@ageless/ui/styles.css' once (Preflight, theme, base). A remote's
 *   exposed module imports its own `src/app/styles.css` containing
 *     @import '@ageless/ui/utilities.css';
 *     @source '../';
 *   and styles with Tailwind classes using the tokens of src/theme.css: colours bg-canvas,
 *   bg-surface, bg-surface-muted, text-ink, text-ink-muted, border-border, border-border-strong,
 *   primary / primary-hover / primary-soft / on-primary, accent / accent-soft, danger(-soft),
 *   success(-soft) (green), warning(-soft) (yellow), info(-soft) (blue), focus; sizes
 *   min-h-target / size-target (44 px+), max-w-content, rounded-control, rounded-card,
 *   shadow-card. No default Tailwind palette (bg-red-500 does not exist). No inline <style>.
 * - Components: Button / LinkButton (variant primary | secondary | outline | ghost |
 *   destructive | inverse (light on a dark band), size sm | md | lg, all at
 *   least 44 px high; buttonClassName() for other elements), Card (+ CardHeader,
 *   CardTitle, CardDescription, CardContent, CardFooter), Badge (default | secondary |
 *   destructive | outline | success | warning | info), Checkbox / CheckboxField (Radix),
 *   Progress (Radix; give it aria-label), Dialog (Radix: Dialog, DialogTrigger, DialogContent
 *   with closeLabel, DialogHeader, DialogTitle, DialogDescription, DialogFooter, DialogClose),
 *   Skeleton, Label / Input / Select / Textarea, Loading / Spinner, ErrorPanel, and for matches
 *   matchTypeBadgeVariant(high|good|potential) (green/yellow/blue) and ReasonIcon; PersonCardFacts
 *   (what a person chose to show others, issue 26 item 3).
 * - Toasts: `toast({ title, description, variant: 'default' | 'destructive' })` or useToast();
 *   one at a time, 5000 ms (spec §9). AppProviders renders the single <Toaster />.
 * - Federation: <RemoteComponent remote="chat" module="HeroChat" loading={..} fallback={..} />
 *   renders another remote's exposed component through the host's runtime (RemoteLoaderProvider,
 *   set by the host); never import another remote's source.
 * - Providers: AppProviders, createQueryClient (spec §9 defaults), renderStandalone.
 * - Reader settings: textSizePreference (+ TextSizeControl, applyTextSize: normal | large |
 *   larger, on <html> by the host), createPreference for others (the chat's calm mode).
 * Pass only layout classes (w-full, mt-auto, ...) in className: a class that sets a property
 *   the component already sets (bg-*, px-*) competes by stylesheet order, not by position.
 * These exports are stable; new ones may be added, none renamed.
 */
export { Badge, badgeClassName, type BadgeProps, type BadgeVariant } from './components/Badge.js';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button.js';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/Card.js';
export {
  Checkbox,
  CheckboxField,
  type CheckboxFieldProps,
  type CheckboxProps,
} from './components/Checkbox.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/Dialog.js';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel.js';
export { Input, Label, Select, Textarea } from './components/Field.js';
export { LinkButton, type LinkButtonProps } from './components/LinkButton.js';
export { Loading, Spinner, type LoadingProps } from './components/Loading.js';
export { languageNames, PersonCardFacts } from './components/PersonCardFacts.js';
export { Progress, type ProgressProps } from './components/Progress.js';
export {
  matchTypeBadgeVariant,
  ReasonIcon,
  type MatchTypeTone,
  type ReasonKind,
} from './components/ReasonIcon.js';
export { Skeleton } from './components/Skeleton.js';
export { TextSizeControl, type TextSizeControlProps } from './components/TextSizeControl.js';
export { Toaster } from './components/Toaster.js';
export {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  useToast,
  useToasts,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './components/toast-store.js';
export {
  RemoteComponent,
  RemoteLoaderProvider,
  type RemoteComponentLoader,
  type RemoteComponentProps,
} from './federation/RemoteComponent.js';
export { cx } from './lib/cx.js';
export { createPreference, type Preference } from './lib/preference.js';
export { applyTextSize, TEXT_SIZES, textSizePreference, type TextSize } from './lib/text-size.js';
export { AppProviders, type AppProvidersProps } from './providers/AppProviders.js';
export { createQueryClient } from './providers/query-client.js';
export { renderStandalone } from './providers/StandaloneApp.js';
export { softHyphens } from './lib/soft-hyphens.js';
