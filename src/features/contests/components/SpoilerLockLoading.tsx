import { useT } from '@/lib/i18n';
import { spoilerLockMessages } from './spoiler-lock-messages';

/** The spoiler lock's line while it finds out whether a running contest closes the discussion. */
export function SpoilerLockLoading() {
  const t = useT(spoilerLockMessages);
  return (
    <p role="status" className="text-sm text-slate-500">
      {t.loading}
    </p>
  );
}
