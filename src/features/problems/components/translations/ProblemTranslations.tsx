import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLatexProblems } from '@/components/math/latex-check';
import { LatexWarnings } from '@/components/math/LatexWarnings';
import { Button } from '@/components/ui/button';
import { LoadingMessage } from '@/components/ui/loading';
import { FormField } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/features/auth';
import { practiceQueries, type ProblemPractice } from '@/features/practice/api';
import { errorMessage } from '@/lib/errors';
import { useT, type Locale } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { formatNumber } from '@/lib/i18n/format';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import {
  problemQueries,
  useDeleteProblemTranslation,
  useSaveProblemTranslation,
  type Problem,
} from '../../api';
import { TranslatedField } from './TranslatedField';
import { translationMessages } from './translation-messages';

type TranslationLocale = Exclude<Locale, 'en'>;
const TRANSLATION_LOCALES: readonly TranslationLocale[] = ['fr', 'ar'];
/** The limits of the original fields (the database checks the same). */
const LIMITS = {
  title: TEXT_LIMITS.problemTitle,
  statement: TEXT_LIMITS.problemStatement,
  hint: 5000,
  solution: 50_000,
};

interface Values {
  title: string;
  statement: string;
  hints: string[];
  solution: string;
}

interface TranslationFormProps {
  problem: Problem;
  /** The originals: every hint and the solution (the staff view). */
  original: ProblemPractice;
  locale: TranslationLocale;
  initial: Values;
  exists: boolean;
}

function TranslationForm({ problem, original, locale, initial, exists }: TranslationFormProps) {
  const t = useT(translationMessages);
  const save = useSaveProblemTranslation();
  const remove = useDeleteProblemTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const latexProblems = useLatexProblems(values.statement);
  const busy = save.isPending || remove.isPending;
  const tooLong = (limit: number) => fill(t.tooLong, { limit: formatNumber(limit) });

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function validate(): boolean {
    const found: Partial<Record<string, string>> = {};
    if (!values.title.trim()) found.title = t.required;
    else if (values.title.trim().length > LIMITS.title) found.title = tooLong(LIMITS.title);
    if (!values.statement.trim()) found.statement = t.required;
    else if (values.statement.trim().length > LIMITS.statement) {
      found.statement = tooLong(LIMITS.statement);
    }
    values.hints.forEach((hint, index) => {
      if (hint.trim().length > LIMITS.hint) found[`hint-${index}`] = tooLong(LIMITS.hint);
    });
    if (values.solution.trim().length > LIMITS.solution) {
      found.solution = tooLong(LIMITS.solution);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function onSave(event: React.FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    try {
      await save.mutateAsync({
        problemId: problem.id,
        locale,
        title: values.title.trim(),
        statement: values.statement.trim(),
        hints: values.hints.map((hint) => hint.trim()),
        solution: values.solution.trim(),
      });
      toast({ title: t.saved, description: t.savedText });
    } catch (failure) {
      toast({ title: t.saveFailed, description: errorMessage(failure), variant: 'destructive' });
    }
  }

  async function onRemove() {
    if (!window.confirm(t.confirmRemove)) return;
    try {
      await remove.mutateAsync({ problemId: problem.id, locale });
      setValues({ title: '', statement: '', hints: values.hints.map(() => ''), solution: '' });
      setErrors({});
      toast({ title: t.removed });
    } catch (failure) {
      toast({ title: t.removeFailed, description: errorMessage(failure), variant: 'destructive' });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSave(event)} className="space-y-6">
      <p className="text-sm text-slate-600" data-testid="translation-state">
        {exists ? t.exists : t.none}
      </p>
      <fieldset disabled={busy} className="space-y-6">
        <TranslatedField
          id="translation-title"
          label={t.title}
          locale={locale}
          value={values.title}
          onChange={(value) => set('title', value)}
          limit={LIMITS.title}
          error={errors.title}
          original={{ label: t.originalTitle, text: problem.title }}
          singleLine
        />
        <TranslatedField
          id="translation-statement"
          label={t.statement}
          locale={locale}
          value={values.statement}
          onChange={(value) => set('statement', value)}
          limit={LIMITS.statement}
          error={errors.statement}
          hint={t.statementHint}
          original={{ label: t.originalStatement, text: problem.content?.body ?? '' }}
          rows={8}
          footer={<LatexWarnings problems={latexProblems} />}
        />
        {original.hints.map((hint, index) => (
          <TranslatedField
            key={hint.position}
            id={`translation-hint-${hint.position}`}
            label={fill(t.hint, { number: formatNumber(hint.position) })}
            locale={locale}
            value={values.hints[index] ?? ''}
            onChange={(value) =>
              set(
                'hints',
                values.hints.map((current, at) => (at === index ? value : current)),
              )
            }
            limit={LIMITS.hint}
            error={errors[`hint-${index}`]}
            hint={index === 0 ? t.hintsHelp : undefined}
            original={{
              label: fill(t.originalHint, { number: formatNumber(hint.position) }),
              text: hint.body,
            }}
            rows={2}
          />
        ))}
        {original.solution && (
          <TranslatedField
            id="translation-solution"
            label={t.solution}
            locale={locale}
            value={values.solution}
            onChange={(value) => set('solution', value)}
            limit={LIMITS.solution}
            error={errors.solution}
            hint={t.solutionHelp}
            original={{ label: t.originalSolution, text: original.solution.body }}
            rows={6}
          />
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {save.isPending ? t.saving : t.save}
        </Button>
        {exists && (
          <Button
            type="button"
            variant="outline"
            className="border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => void onRemove()}
            disabled={busy}
          >
            {remove.isPending ? t.removing : t.remove}
          </Button>
        )}
      </div>
    </form>
  );
}

interface ProblemTranslationsProps {
  problem: Problem;
  /** The edit page's staff view of the problem's practice state: the original hints and solution. */
  practice: ProblemPractice;
}

/**
 * Issue 26: the author (or an admin) writes the problem's title, statement, hints and solution
 * in French or Arabic. The hints and solution are stored apart and released like the originals.
 */
export function ProblemTranslations({ problem, practice }: ProblemTranslationsProps) {
  const t = useT(translationMessages);
  const id = useId();
  const { user } = useAuth();
  const [locale, setLocale] = useState<TranslationLocale>('fr');
  const translation = useQuery(problemQueries.translation(problem.id, locale));
  // Staff read every hint and the solution; in `locale` where translated.
  const translated = useQuery(practiceQueries.problem(problem.id, user?.id ?? null, locale));

  let content;
  if (translation.isPending || translated.isPending) {
    content = <LoadingMessage label={t.loading} />;
  } else if (translation.isError || translated.isError) {
    content = (
      <div className="space-y-3">
        <p className="text-sm text-red-700">{t.loadFailed}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            void translation.refetch();
            void translated.refetch();
          }}
        >
          {t.retry}
        </Button>
      </div>
    );
  } else {
    const inLocale = (text: { body: string; locale?: string | null } | null | undefined) =>
      text && text.locale === locale ? text.body : '';
    const initial: Values = {
      title: translation.data?.title ?? '',
      statement: translation.data?.statement ?? '',
      hints: practice.hints.map((hint) =>
        inLocale(translated.data.hints.find((each) => each.position === hint.position)),
      ),
      solution: inLocale(translated.data.solution),
    };
    content = (
      <TranslationForm
        // A fresh form per language; refetches (after a save, on focus) never reset what is typed.
        key={locale}
        problem={problem}
        original={practice}
        locale={locale}
        initial={initial}
        exists={Boolean(translation.data)}
      />
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6 border-t border-slate-200 pt-8">
      <div className="space-y-2">
        <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold text-slate-900">
          {t.heading}
        </h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
      </div>
      <FormField htmlFor="translation-language" label={t.language} className="max-w-xs">
        <Select
          id="translation-language"
          value={locale}
          onChange={(event) => setLocale(event.target.value as TranslationLocale)}
          options={TRANSLATION_LOCALES.map((code) => ({ value: code, label: t[code] }))}
        />
      </FormField>
      {content}
    </section>
  );
}
