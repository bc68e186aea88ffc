import type { DynamicTag, FreeTag, Language } from '@ageless/contracts';
import { LinkButton, Skeleton, cx } from '@ageless/ui';
import { useChatLanguage } from '../texts/use-chat-language.js';
import { LONG_WORDS } from '../messages/long-words.js';
import { formatTime } from '../session/chat-message.js';
import { useDynamicTags } from './dynamic-tags.js';
import { freeTagRegion, useFreeTags } from './free-tags.js';
import { recordTagClick } from './tag-clicks.js';

// Spec §9: 12 skeleton tiles while loading.
const SKELETON_TILES = 12;

export interface TagsPanelProps {
  /** Puts the tag's text in the chat input and focuses it. */
  onPick: (text: string) => void;
  apiBase?: string;
  language?: Language;
}

// Long labels wrap, and long words break rather than widen the page.
const TAG_BUTTON = cx(
  'inline-flex flex-wrap min-h-target items-center gap-2 rounded-control border-2 px-3 py-2 text-base font-semibold cursor-pointer transition-colors motion-reduce:transition-none',
  LONG_WORDS,
);

/** The chat page's side panel: Popular This Week, Explore Today, the premium upgrade. */
export function TagsPanel({ onPick, apiBase, language }: TagsPanelProps) {
  const { t, language: lang } = useChatLanguage(language);
  const free = useFreeTags(freeTagRegion(), apiBase);
  const dynamic = useDynamicTags(lang, apiBase);

  const pickFree = (tag: FreeTag) => {
    recordTagClick('free', tag.id, apiBase);
    onPick(tag.text);
  };
  const pickDynamic = (tag: DynamicTag) => {
    recordTagClick('dynamic', tag.id, apiBase);
    onPick(tag.text);
  };

  const popular = free.data?.popularTags ?? [];

  return (
    <aside aria-label={t('tags.panelLabel')} className="flex flex-col gap-6">
      <section aria-labelledby="tags-popular" className="flex flex-col gap-3">
        <h2 id="tags-popular" className="text-xl">
          {t('tags.popular')}
        </h2>
        {popular.length > 0 ? (
          <ul className="flex list-none flex-wrap gap-2 p-0">
            {popular.map((tag) => (
              <li key={tag.id} className="max-w-full">
                <button
                  type="button"
                  className={cx(
                    TAG_BUTTON,
                    'border-border-strong bg-surface text-ink hover:bg-surface-muted',
                  )}
                  onClick={() => pickFree(tag)}
                >
                  {tag.icon && <span aria-hidden="true">{tag.icon}</span>}
                  {tag.text}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          free.isSuccess && <p className="text-ink-muted">{t('tags.none')}</p>
        )}
      </section>

      <section aria-labelledby="tags-explore" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="tags-explore" className="text-xl">
            {t('tags.explore')}
          </h2>
          {dynamic.isSuccess && (
            <p className="text-sm text-ink-muted">
              {t('tags.updated', {
                time: formatTime(new Date(dynamic.dataUpdatedAt).toISOString(), lang),
              })}
            </p>
          )}
        </div>
        {dynamic.isPending && (
          <div role="status">
            <span className="sr-only">{t('tags.loading')}</span>
            <div className="grid grid-cols-2 gap-2" data-testid="tag-skeletons">
              {Array.from({ length: SKELETON_TILES }, (_, index) => (
                <Skeleton key={index} className="h-11" />
              ))}
            </div>
          </div>
        )}
        {dynamic.isError && (
          <p
            role="alert"
            className="rounded-control border-2 border-danger bg-danger-soft p-3 text-danger"
          >
            {t('tags.error')}
          </p>
        )}
        {dynamic.isSuccess && (
          <ul className="flex list-none flex-wrap gap-2 p-0">
            {dynamic.data.tags.map((tag) => {
              const urgent = tag.urgency === 'high';
              return (
                <li key={tag.id} className="max-w-full">
                  <button
                    type="button"
                    className={cx(
                      TAG_BUTTON,
                      urgent
                        ? 'border-accent bg-accent-soft text-accent hover:bg-surface'
                        : 'border-primary bg-primary-soft text-primary hover:bg-surface',
                    )}
                    onClick={() => pickDynamic(tag)}
                  >
                    {urgent && (
                      <span className="rounded-full bg-accent px-2 text-sm text-white">
                        {t('tags.timely')}
                      </span>
                    )}
                    {tag.text}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <LinkButton to="/upgrade" variant="secondary">
        {t('tags.upgrade')}
      </LinkButton>
    </aside>
  );
}
