import { useId, useState } from 'react';
import { MathText } from '@/components/math/MathText';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { revealSpoiler, type Comment } from '../api';

const spoilerMessages = messages('spoilerContent', {
  spoiler: 'Spoiler',
  mayGiveAway: 'This comment may give away the solution.',
  readFirst: 'Read it before solving the problem?',
  loading: 'Loading...',
  yesShow: 'Yes, show it',
  cancel: 'Cancel',
  show: 'Show spoiler',
});

const TEXT_CLASS = 'mt-1 text-slate-700';

/**
 * A spoiler comment. Readers who have earned the solution (and its author) receive the text with
 * the comments and see it under a "Spoiler" tag. Everyone else receives only a placeholder: the
 * text is fetched (reveal_spoiler) only after they confirm that they want it.
 */
export function SpoilerContent({ comment }: { comment: Comment }) {
  const id = useId();
  const t = useT(spoilerMessages);
  const [stage, setStage] = useState<'collapsed' | 'confirming' | 'loading' | 'shown'>('collapsed');
  const [text, setText] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const earned = comment.comment_spoiler_text;

  const tag = (
    <span className="me-2 inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t.spoiler}
    </span>
  );

  if (earned) {
    return (
      <div className="mt-1">
        {tag}
        <MathText text={earned} delimitedOnly className={TEXT_CLASS} />
      </div>
    );
  }
  if (stage === 'shown' && text !== null) {
    return (
      <div className="mt-1">
        {tag}
        <MathText text={text} delimitedOnly className={TEXT_CLASS} />
      </div>
    );
  }

  async function show() {
    setStage('loading');
    setFailure(null);
    try {
      setText(await revealSpoiler(comment.id));
      setStage('shown');
    } catch (error) {
      setFailure(errorMessage(error));
      setStage('collapsed');
    }
  }

  return (
    <div className="mt-2 grid gap-2 rounded-md border border-dashed border-amber-300 bg-amber-50/60 px-3 py-2">
      <p className="text-sm text-amber-950">
        {tag}
        {t.mayGiveAway}
      </p>
      {stage === 'confirming' || stage === 'loading' ? (
        <div
          role="group"
          aria-labelledby={`${id}-confirm`}
          className="flex flex-wrap items-center gap-2"
        >
          <span id={`${id}-confirm`} className="text-sm text-slate-700">
            {t.readFirst}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void show()}
            disabled={stage === 'loading'}
            autoFocus
          >
            {stage === 'loading' ? t.loading : t.yesShow}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setStage('collapsed')}
            disabled={stage === 'loading'}
          >
            {t.cancel}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => setStage('confirming')}
        >
          {t.show}
        </Button>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
