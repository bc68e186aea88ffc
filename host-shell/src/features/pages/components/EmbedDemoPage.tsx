import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@ageless/ui';

// Served by the product beside the host (widget-element/dist). A module script from our own
// origin: the host's CSP ('self') allows it, no inline code needed.
const WIDGET_PATH = '/widget/ageless-chat.js';

function loadWidgetScript(): void {
  if (document.querySelector(`script[src="${WIDGET_PATH}"]`)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = WIDGET_PATH;
  document.head.append(script);
}

/** /embed-demo: the <ageless-chat> element as another site would use it, and its snippet. */
export function EmbedDemoPage() {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language === 'de' ? 'de' : 'en';
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLElement | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const snippetId = useId();
  const snippet = `<script type="module" src="${window.location.origin}${WIDGET_PATH}"></script>\n<ageless-chat lang="${language}"></ageless-chat>`;

  // The element is created here rather than in JSX so that leaving the page removes it (the
  // element then aborts its requests and drops its listeners) and no custom-element typings leak
  // into the host's JSX.
  useEffect(() => {
    loadWidgetScript();
    const widget = document.createElement('ageless-chat');
    widgetRef.current = widget;
    hostRef.current?.append(widget);
    return () => {
      widget.remove();
      widgetRef.current = null;
    };
  }, []);

  useEffect(() => {
    widgetRef.current?.setAttribute('lang', language);
  }, [language]);

  useEffect(() => {
    if (copyState === 'idle') return;
    const timer = window.setTimeout(() => setCopyState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const copy = () => {
    if (!navigator.clipboard) {
      setCopyState('failed');
      return;
    }
    navigator.clipboard.writeText(snippet).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };

  return (
    <section aria-labelledby="embed-demo-title" className="flex flex-col gap-4">
      <h1 id="embed-demo-title" className="text-2xl sm:text-4xl">
        {t('embedDemo.title')}
      </h1>
      <Card className="flex flex-col gap-2 p-6">
        <p>{t('embedDemo.message')}</p>
        <p>{t('embedDemo.widgetHint')}</p>
      </Card>
      <Card className="flex flex-col gap-3 p-6">
        <h2 className="text-2xl">{t('embedDemo.snippetTitle')}</h2>
        <p>{t('embedDemo.snippetIntro')}</p>
        <pre
          id={snippetId}
          aria-label={t('embedDemo.snippetLabel')}
          tabIndex={0}
          className="overflow-x-auto rounded-control border border-border-strong bg-surface-muted p-4 text-base"
        >
          <code>{snippet}</code>
        </pre>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={copy} aria-describedby={snippetId}>
            {t('embedDemo.copy')}
          </Button>
          <p role="status" className="text-ink-muted">
            {copyState === 'copied' && t('embedDemo.copied')}
            {copyState === 'failed' && t('embedDemo.copyFailed')}
          </p>
        </div>
      </Card>
      <div ref={hostRef} />
    </section>
  );
}
