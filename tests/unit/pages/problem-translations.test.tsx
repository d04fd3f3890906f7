// Issue 26 point 5: the "Translations" section of a problem's edit page. The author writes the
// title, statement, each hint and the solution in French or Arabic (Arabic right to left), saves
// them in one save_problem_translation call, and deletes a translation.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { problemRow, profiles } from '../msw/fixtures';
import { pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';
import { findToast, signedInAs } from './page-helpers';

const PATH = `/problems/${problemRow.id}/edit`;
const ORIGINAL_HINTS = [
  { position: 1, body: 'Try small cases.', revealed_at: null },
  { position: 2, body: 'Look at parity.', revealed_at: null },
];

function translationsApi() {
  const practice = recordingHandler('post', rpcUrl('problem_practice'), (_, recorded) => {
    const locale = (recorded.body as { locale?: string }).locale;
    return HttpResponse.json({
      status: 'not_tried',
      gave_up_at: null,
      locked: false,
      hint_count: 2,
      // The Arabic translation has its second hint and its solution.
      hints:
        locale === 'ar'
          ? [ORIGINAL_HINTS[0], { ...ORIGINAL_HINTS[1], body: 'انظر إلى الزوجية.', locale: 'ar' }]
          : ORIGINAL_HINTS,
      can_reveal_hint: false,
      has_solution: true,
      solution: {
        body: locale === 'ar' ? 'خذ $n = 1$.' : 'Take $n = 1$.',
        locale: locale === 'ar' ? 'ar' : null,
        attachment_path: null,
        public_after_contest: true,
      },
      can_give_up: false,
      next_problem: null,
    });
  });
  const translations = recordingHandler('get', restUrl('problem_translations'), (request) =>
    pgrstRows(
      request,
      new URL(request.url).searchParams.get('locale') === 'eq.ar'
        ? [{ locale: 'ar', title: 'مسألة', statement: 'احسب $x$.' }]
        : [],
    ),
  );
  const save = recordingHandler('post', rpcUrl('save_problem_translation'), () =>
    HttpResponse.json(null),
  );
  const removal = recordingHandler('delete', restUrl('problem_translations'), () =>
    HttpResponse.json([{ locale: 'ar' }]),
  );
  server.use(
    recordingHandler('get', restUrl('problems'), (request) => pgrstRows(request, [problemRow]))
      .handler,
    recordingHandler('post', rpcUrl('problem_answer_key'), () => HttpResponse.json([])).handler,
    practice.handler,
    translations.handler,
    save.handler,
    removal.handler,
  );
  return { save: save.requests, removal: removal.requests };
}

describe('the translations of a problem', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('@/pages/EditProblemPage');
  }, 30_000);
  afterEach(() => vi.restoreAllMocks());

  it('writes the French title, statement, a hint and the solution in one call', async () => {
    signedInAs(profiles.instructor);
    const api = translationsApi();
    const { user } = renderApp(PATH);
    const section = within(
      (await screen.findByRole('heading', { name: 'Translations' })).closest('section')!,
    );
    expect(await section.findByText('Not translated into this language yet.')).toBeVisible();
    // Nothing is saved without the title and the statement.
    await user.click(section.getByRole('button', { name: 'Save translation' }));
    expect(section.getAllByText('Write the title and the statement.')).toHaveLength(2);
    expect(api.save).toHaveLength(0);

    await user.click(section.getByLabelText('Translated title'));
    await user.paste('Un problème');
    await user.click(section.getByLabelText('Translated statement'));
    await user.paste('Calculez $x$.');
    expect(
      section.getByRole('region', { name: 'Preview: Translated statement' }),
    ).toHaveTextContent('Calculez');
    await user.click(section.getByLabelText('Translated hint 1'));
    await user.paste('Essayez de petits cas.');
    await user.click(section.getByLabelText('Translated solution'));
    await user.paste('Prenez $n = 1$.');
    await user.click(section.getByRole('button', { name: 'Save translation' }));
    expect(await findToast('Translation saved')).toBeInTheDocument();
    expect(api.save[0]!.body).toEqual({
      problem_id: problemRow.id,
      locale: 'fr',
      title: 'Un problème',
      statement: 'Calculez $x$.',
      hints: ['Essayez de petits cas.', ''],
      solution: 'Prenez $n = 1$.',
    });
  });

  it('loads the Arabic translation right to left and deletes it after asking', async () => {
    signedInAs(profiles.instructor);
    const api = translationsApi();
    const { user } = renderApp(PATH);
    const language = await screen.findByLabelText('Translation language');
    await user.selectOptions(language, 'ar');
    const title = await screen.findByLabelText('Translated title');
    await waitFor(() => expect(title).toHaveValue('مسألة'));
    for (const label of ['Translated title', 'Translated statement', 'Translated hint 2']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'rtl');
      expect(screen.getByLabelText(label)).toHaveAttribute('lang', 'ar');
    }
    // The untranslated first hint is empty; the translated second one and the solution load.
    expect(screen.getByLabelText('Translated hint 1')).toHaveValue('');
    expect(screen.getByLabelText('Translated hint 2')).toHaveValue('انظر إلى الزوجية.');
    expect(screen.getByLabelText('Translated solution')).toHaveValue('خذ $n = 1$.');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Delete translation' }));
    expect(confirm).toHaveBeenCalledWith('Delete this translation with its hints and solution?');
    expect(api.removal).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete translation' }));
    expect(await findToast('Translation deleted')).toBeInTheDocument();
    expect(screen.getByLabelText('Translated title')).toHaveValue('');
    expect(screen.getByLabelText('Translated solution')).toHaveValue('');
    expect(api.removal[0]!.url.searchParams.get('locale')).toBe('eq.ar');
    expect(api.removal[0]!.url.searchParams.get('problem_id')).toBe(`eq.${problemRow.id}`);
  });
});
