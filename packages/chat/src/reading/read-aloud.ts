import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@ageless/contracts';
import { plainTextForAnnouncement } from '../messages/plain-text.js';

/** Whether this browser can read text aloud (speech synthesis); the button is hidden otherwise. */
export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

const VOICE_LANGUAGE: Record<Language, string> = { en: 'en-US', de: 'de-DE' };

/**
 * One reply read aloud at a time: `toggle(id, text)` starts it (stopping any other) or stops it.
 * Reading stops when `stopWhen` changes (a new message) and when the list goes away.
 */
export function useReadAloud(language: Language, stopWhen: unknown) {
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  const stop = useCallback(() => {
    if (!canReadAloud()) return;
    window.speechSynthesis.cancel();
    setSpeakingId(null);
  }, []);

  useEffect(() => stop, [stop, stopWhen]);

  const toggle = useCallback(
    (id: string, text: string) => {
      if (!canReadAloud()) return;
      window.speechSynthesis.cancel();
      if (speakingId === id) {
        setSpeakingId(null);
        return;
      }
      // Spoken as a screen reader hears it: no marks, no addresses read character by character.
      const utterance = new SpeechSynthesisUtterance(plainTextForAnnouncement(text));
      utterance.lang = VOICE_LANGUAGE[language];
      const done = () => setSpeakingId((current) => (current === id ? null : current));
      utterance.onend = done;
      utterance.onerror = done;
      setSpeakingId(id);
      window.speechSynthesis.speak(utterance);
    },
    [language, speakingId],
  );

  return { speakingId, toggle };
}
