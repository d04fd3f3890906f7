import { useId } from 'react';
import { useAuth } from '@/features/auth';
import { saveLanguage } from '@/features/profiles/api';
import { cn } from '@/lib/cn';
import { LOCALES, LOCALE_NAMES, isLocale, setLocale, useLocale, useT } from '@/lib/i18n';
import { layoutMessages } from './messages';

interface LanguageSwitchProps {
  className?: string;
}

/**
 * The language choice (header drawer and footer): shown at once, remembered on this device, and
 * on the profile when signed in, so it follows the account to another device.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const t = useT(layoutMessages);
  const current = useLocale();
  const { user } = useAuth();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4 shrink-0 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.5-2.5 3.5-5.5 3.5-9S14.5 5.5 12 3m0 18c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3M3.5 9h17m-17 6h17" />
      </svg>
      <label htmlFor={id} className="sr-only">
        {t.language}
      </label>
      <select
        id={id}
        value={current}
        data-language-switch=""
        onChange={(event) => {
          const code = event.target.value;
          if (!isLocale(code)) return;
          void setLocale(code).then(() => {
            // On the profile too; if that fails, the choice still holds on this device.
            if (user) saveLanguage(code).catch(() => undefined);
          });
        }}
        className="rounded-md border border-slate-300 bg-white py-1 pe-8 ps-2 text-sm text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
