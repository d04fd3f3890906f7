import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth';
import { isLocale, locale, setLocale } from '@/lib/i18n';

/**
 * A signed-in user's language is the one on their profile (chosen on any device): applied when
 * the profile arrives or its language changes. A profile without one leaves this device's.
 */
export function LocaleFromProfile() {
  const { profile } = useAuth();
  const applied = useRef<string | null>(null);
  const id = profile?.id;
  const language = profile?.language;
  useEffect(() => {
    if (!id || !isLocale(language)) return;
    const key = `${id}:${language}`;
    if (applied.current === key) return;
    applied.current = key;
    if (language !== locale.get()) void setLocale(language);
  }, [id, language]);
  return null;
}
