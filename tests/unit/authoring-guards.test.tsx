// Issue 29 points 9, 10 and 14: drafts that survive, log in that returns you, and what authors
// are warned about before saving.
import { act, renderHook } from '@testing-library/react';
import katex from 'katex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findLatexProblems } from '@/components/math/latex-check';
import { keyLines, unreadableKeyLines } from '@/features/answers/key-preview';
import { returnTarget, safeReturnPath, welcomePathReturningTo } from '@/features/auth/return-to';
import { DataError, errorMessage, readableFailure } from '@/lib/errors';
import { draftKey, LEAVE_MESSAGE, useFormDraft } from '@/lib/use-form-draft';

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('useFormDraft', () => {
  const options = (values: { title: string }, dirty: boolean, onRestore = vi.fn()) => ({
    formId: 'problem',
    recordId: 'p1',
    userId: 'u1',
    values,
    dirty,
    onRestore,
  });

  it('keeps a dirty form per user, form and record, and restores it on the next visit', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = renderHook((props) => useFormDraft(props), {
      initialProps: options({ title: '' }, false),
    });
    rerender(options({ title: 'Half written' }, true));
    act(() => vi.advanceTimersByTime(400));
    const key = draftKey('u1', 'problem', 'p1');
    expect(JSON.parse(window.localStorage.getItem(key) ?? '{}').values).toEqual({
      title: 'Half written',
    });
    unmount();

    const onRestore = vi.fn();
    const { result } = renderHook(() => useFormDraft(options({ title: '' }, false, onRestore)));
    expect(onRestore).toHaveBeenCalledWith({ title: 'Half written' });
    expect(result.current.restoredAt).not.toBeNull();
    // Another user or another record does not see it.
    const other = vi.fn();
    renderHook(() => useFormDraft({ ...options({ title: '' }, false, other), userId: 'u2' }));
    expect(other).not.toHaveBeenCalled();
  });

  it('clears the draft on save and does not write it again', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook((props) => useFormDraft(props), {
      initialProps: options({ title: 'x' }, true),
    });
    act(() => vi.advanceTimersByTime(400));
    const key = draftKey('u1', 'problem', 'p1');
    expect(window.localStorage.getItem(key)).not.toBeNull();
    act(() => result.current.clear());
    rerender(options({ title: 'x!' }, true));
    act(() => vi.advanceTimersByTime(400));
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('asks before a reload or a link takes the page away while dirty', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { result, rerender } = renderHook((props) => useFormDraft(props), {
      initialProps: options({ title: 'x' }, true),
    });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const link = document.createElement('a');
    link.href = '/problems';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith(LEAVE_MESSAGE);
    expect(click.defaultPrevented).toBe(true);
    expect(result.current.confirmLeave()).toBe(false);

    rerender(options({ title: 'x' }, false));
    const calm = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(calm);
    expect(calm.defaultPrevented).toBe(false);
    link.remove();
  });
});

describe('log in returns you (never to another origin)', () => {
  it.each([
    ['/problems/abc?tab=1', '/problems/abc?tab=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/login', null],
    ['/welcome?next=/x', null],
  ])('safeReturnPath(%s) is %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('prefers the history entry, then ?next=', () => {
    expect(returnTarget({ from: { pathname: '/contests/c1', search: '' } }, '?next=/x')).toBe(
      '/contests/c1',
    );
    expect(returnTarget(null, '?next=%2Fproblems%2Fp1')).toBe('/problems/p1');
    expect(returnTarget(null, '?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnTarget(null, '')).toBeNull();
  });

  it('carries the page through the confirmation link', () => {
    expect(welcomePathReturningTo('/contests/c1')).toBe('/welcome?next=%2Fcontests%2Fc1');
    expect(welcomePathReturningTo('//evil.example')).toBe('/welcome');
  });
});

describe('authors are warned before saving', () => {
  it('finds LaTeX that does not render and delimiters left open', () => {
    expect(findLatexProblems('Find $x^2$ and \\[\\frac{1}{2}\\].', katex)).toEqual([]);
    const broken = findLatexProblems('Find $\\frac{1}{$ now', katex);
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^“\$\\frac\{1\}\{\$” does not render: /);
    expect(findLatexProblems('It costs $5 and more', katex)).toEqual([
      'A math delimiter ($, \\[ or \\() is opened and never closed.',
    ]);
    expect(findLatexProblems('It costs \\$5', katex)).toEqual([]);
  });

  it('reads each answer-key line as the checker does', async () => {
    expect(keyLines(' 14/3 \n\n14/3\n\\frac{14}{3}')).toEqual(['14/3', '\\frac{14}{3}']);
    expect(await unreadableKeyLines('14/3\nthe answer is five\n\\sqrt{2}')).toEqual([
      'the answer is five',
    ]);
  });
});

describe('a refused write reads as a sentence', () => {
  it.each([
    ['new row violates row-level security policy for table "comments"', /^You are not allowed/],
    ['permission denied for table problems', /^You are not allowed/],
    ['duplicate key value violates unique constraint "x"', /^This already exists/],
    ['JSON object requested, multiple (or no) rows returned', /^Nothing was found to change/],
    ['TypeError: Failed to fetch', /^The server could not be reached/],
    ['JWT expired', /^Your session has expired/],
  ])('%s', (raw, sentence) => {
    const error = new DataError('Error saving contest', { message: raw, code: '42501' });
    expect(errorMessage(error)).toMatch(sentence);
    expect(error.message).toBe(`Error saving contest occurred. ${raw}`);
  });

  it("keeps the database functions' own sentences", () => {
    const own = 'Only the superadmin can change the problems of a contest that has started.';
    expect(errorMessage(new DataError('Error saving contest', { message: own }))).toBe(own);
    expect(readableFailure({ message: 'Too many answers: wait a minute.' })).toBe(
      'Too many answers: wait a minute.',
    );
  });
});
