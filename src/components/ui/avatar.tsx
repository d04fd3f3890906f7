import { useState } from 'react';
import { initials, placeholderAvatar } from '@/lib/avatar';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';

interface AvatarProps {
  name: string | null | undefined;
  /** Seeds the generated placeholder when there is no picture (the account's e-mail). */
  seed?: string | null;
  src?: string | null;
  className?: string;
}

/**
 * The user's picture, else a generated placeholder, else (if an image fails) the initials. With
 * the data saver on, an uploaded picture waits for a tap (the placeholder costs nothing).
 */
export function Avatar({ name, seed, src, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [tapped, setTapped] = useState(false);
  const saving = useDataSaver() && Boolean(src) && !src?.startsWith('data:') && !tapped;
  const picture = (!saving && src) || (seed ? placeholderAvatar(seed) : null);
  const showImage = picture !== null && picture !== failedSrc;
  return (
    <span
      data-picture-waits={saving ? '' : undefined}
      onClickCapture={(event) => {
        if (!saving) return;
        event.preventDefault();
        event.stopPropagation();
        setTapped(true);
      }}
      className={cn(
        'relative inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-200 text-xs font-semibold text-slate-700',
        className,
      )}
    >
      {showImage ? (
        <img
          src={picture}
          alt=""
          className="h-full w-full object-cover"
          onError={() => setFailedSrc(picture)}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
