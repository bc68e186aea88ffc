import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { landingSectionPath } from '@ageless/contracts';
import { Card, LinkButton, RemoteComponent, Skeleton } from '@ageless/ui';

function HeroChatFallback() {
  const { t } = useTranslation('landing');
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-bold">{t('hero.chatFallbackTitle')}</h2>
      <p>{t('hero.chatFallbackMessage')}</p>
      <LinkButton to="/chat" variant="secondary">
        {t('hero.chatFallbackLink')}
      </LinkButton>
    </Card>
  );
}

/**
 * False until the frame after the hero first painted. Fetching the chat before that would make
 * the hero's text (the page's largest paint) wait for a second remote on slow connections.
 */
function useHasPainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer set inside an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function Hero() {
  const { t } = useTranslation('landing');
  const hasPainted = useHasPainted();
  const chatLoading = (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('hero.chatLoading')}</span>
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
  return (
    <section aria-labelledby="hero-title" className="flex flex-col gap-8 pt-4">
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 id="hero-title" className="text-4xl sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="text-2xl font-semibold text-accent">{t('hero.tagline')}</p>
        <p className="text-lg text-ink-muted">{t('hero.subtitle')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton to="/chat" size="lg">
            {t('hero.startChat')}
          </LinkButton>
          {/* Spec §2 gives it no action; a button that does nothing is a dead end (issue 20). */}
          <LinkButton to={landingSectionPath('howItWorks')} variant="secondary" size="lg">
            {t('hero.watchHow')}
          </LinkButton>
        </div>
      </div>
      {/* mfe-chat's exposed HeroChat, through the host's federation runtime. */}
      {hasPainted ? (
        <RemoteComponent
          remote="chat"
          module="HeroChat"
          loading={chatLoading}
          fallback={<HeroChatFallback />}
        />
      ) : (
        chatLoading
      )}
    </section>
  );
}
