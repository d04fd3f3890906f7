// Pages with a proof answer (issue 20, decision 0047): uploads with progress, the submission
// with its idempotency key, and short-lived signed URLs to read the pages back.
import { queryOptions } from '@tanstack/react-query';
import { env } from '@/config/env';
import { check, requireUserId, unwrap, callArgs, type Args, type Returns } from '@/lib/data';
import type { Tables } from '@/lib/database.types';
import { anything, fields } from '@/lib/parse';
import { isConnectionFailure } from '@/lib/offline/waiting-answers';
import { getSupabase } from '@/lib/supabase';
import { answerKeys, withAnswerStatus, type Answer } from './api';

export const PAGES_BUCKET = 'answer-pages';
export const MAX_PAGES = 6;
/** Signed URLs live five minutes; the query refetches before they run out. */
const SIGNED_URL_SECONDS = 300;

/** Whether the problem takes pages (it has no answer key) for the caller. */
export async function fetchProblemTakesPages(problemId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('problem_takes_pages', { problem_id: problemId });
  return unwrap(result, 'Error checking the problem');
}

export const pagesQueries = {
  takesPages: (problemId: string) =>
    queryOptions({
      queryKey: answerKeys.takesPages(problemId),
      queryFn: () => fetchProblemTakesPages(problemId),
      staleTime: 5 * 60_000,
    }),
  pages: (answerId: string) =>
    queryOptions({
      queryKey: answerKeys.pages(answerId),
      queryFn: () => fetchAnswerPages(answerId),
      staleTime: (SIGNED_URL_SECONDS - 60) * 1000,
      refetchInterval: (SIGNED_URL_SECONDS - 60) * 1000,
    }),
};

/** Where a page of one submission goes: the student's folder, the submission's key, the page. */
export function pageObjectPath(userId: string, key: string, pageId: string, type: string): string {
  return `${userId}/${key}/${pageId}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/** A failed upload, with the Storage status when there was one. */
export class PageUploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The request never got an answer (no connection): the page may wait on the device. */
    readonly dropped = false,
  ) {
    super(message);
  }
}

/** A failure of the connection, not a refusal: an upload that never got an answer too. */
export function isDropped(failure: unknown): boolean {
  return (failure instanceof PageUploadError && failure.dropped) || isConnectionFailure(failure);
}

/**
 * Uploads one page with progress (XMLHttpRequest: fetch reports no upload progress). A page
 * already there (409) counts as uploaded: it is a retry of the same submission.
 */
export async function uploadPage(
  path: string,
  blob: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new PageUploadError('Please log in to submit an answer.', null);
  const url = `${env.supabaseUrl}/storage/v1/object/${PAGES_BUCKET}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('apikey', env.supabaseAnonKey);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', blob.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let status = xhr.status;
      try {
        const body: unknown = JSON.parse(xhr.responseText);
        status = Number(fields(body, 'upload')('statusCode', anything));
      } catch {
        // not a JSON object: the HTTP status stands
      }
      if (xhr.status === 200 || status === 409) {
        onProgress(1);
        resolve();
      } else
        reject(
          new PageUploadError(
            status === 413
              ? 'This page is too large (at most 3 MB).'
              : status === 415
                ? 'This page is not a JPEG or WebP image.'
                : 'This page could not be uploaded.',
            status,
          ),
        );
    };
    xhr.onerror = () =>
      reject(new PageUploadError('The connection dropped: send again.', null, true));
    xhr.onabort = () => reject(new PageUploadError('The upload was stopped.', null));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(blob);
  });
}

/** Sends the answer with its uploaded pages; the same key always returns the same answer. */
export async function submitAnswerPages(
  problemId: string,
  content: string,
  idempotencyKey: string,
  pages: string[],
): Promise<Answer> {
  const supabase = await getSupabase();
  await requireUserId();
  const result = await supabase
    .rpc('submit_answer_pages', {
      problem_id: problemId,
      content,
      idempotency_key: idempotencyKey,
      pages,
    } satisfies Args<'submit_answer_pages'>)
    .single<Returns<'submit_answer_pages'>>();
  return withAnswerStatus(unwrap(result, 'Error submitting answer'));
}

/** Removes pages uploaded for a submission that was not sent (best effort). */
export async function removeUnsentPages(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getSupabase();
  check(await supabase.storage.from(PAGES_BUCKET).remove(paths), 'Error removing pages');
}

export interface AnswerPage {
  position: number;
  object_path: string;
  url: string | null;
}

/** An answer's pages in order, each with a signed URL for five minutes. */
export async function fetchAnswerPages(answerId: string): Promise<AnswerPage[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase
      .from('answer_pages')
      .select('position, object_path')
      .eq('answer_id', answerId)
      .order('position'),
    'Error fetching the pages',
  );
  if (rows.length === 0) return [];
  const { data, error } = await supabase.storage.from(PAGES_BUCKET).createSignedUrls(
    rows.map((r) => r.object_path),
    SIGNED_URL_SECONDS,
  );
  if (error) throw new Error(`Error signing the pages. ${error.message}`);
  const urls = new Map((data ?? []).map((d) => [d.path, d.signedUrl]));
  return rows.map((r) => ({ ...r, url: urls.get(r.object_path) ?? null }));
}

/** A grader's note on a page: x and y are fractions of the page's width and height. */
export type AnswerNote = Pick<
  Tables<'answer_notes'>,
  'number' | 'page' | 'x' | 'y' | 'body' | 'marks'
>;

export type NoteDraft = Omit<AnswerNote, 'number'>;

export async function fetchAnswerNotes(answerId: string): Promise<AnswerNote[]> {
  const supabase = await getSupabase();
  return unwrap(
    await supabase
      .from('answer_notes')
      .select('number, page, x, y, body, marks')
      .eq('answer_id', answerId)
      .order('number'),
    'Error fetching the notes',
  );
}

export const notesQueries = {
  notes: (answerId: string) =>
    queryOptions({
      queryKey: answerKeys.notes(answerId),
      queryFn: () => fetchAnswerNotes(answerId),
    }),
};

/** The grade and the notes in one write (same rules and version check as grade_answer). */
export async function gradeAnswerWithNotes(input: {
  answerId: string;
  marks: number | null;
  feedback: string | null;
  expectedVersion: number;
  notes: NoteDraft[];
}): Promise<Answer> {
  const supabase = await getSupabase();
  const result = await supabase
    .rpc(
      'grade_answer_with_notes',
      callArgs('grade_answer_with_notes', {
        answer_id: input.answerId,
        notes: input.notes.map(({ page, x, y, body, marks }) => ({ page, x, y, body, marks })),
        marks: input.marks,
        feedback: input.feedback,
        expected_version: input.expectedVersion,
      }),
    )
    .single<Returns<'grade_answer_with_notes'>>();
  return withAnswerStatus(unwrap(result, 'Error grading answer'));
}
