// What the problem forms use from answers: each answer-key line as the checker reads it. The
// reader loads with the preview, after the form (the edit page's chunk stays small).
import { lazy } from 'react';

export { keyLines } from './components/key-lines';

export const AnswerKeyPreview = lazy(() => import('./components/AnswerKeyPreview'));

/** The key lines the checker's reader cannot read (loads the reader). */
export async function unreadableKeyLines(text: string): Promise<string[]> {
  const { unreadableKeyLines: read } = await import('./components/key-reading');
  return read(text);
}
