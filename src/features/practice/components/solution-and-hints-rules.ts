import { z } from 'zod';
import type { SolutionPayload } from '../api';

export const MAX_HINTS = 3;

/**
 * The fields SolutionAndHintsFields adds to a problem form; spread into the form's zod object:
 * `z.object({ ...problemFields, ...solutionAndHintsShape })`.
 */
export const solutionAndHintsShape = {
  solution: z.string().max(50000, 'Keep the solution under 50,000 characters.'),
  solutionPublicAfterContest: z.boolean(),
  hints: z.array(z.string().max(5000, 'Keep each hint under 5,000 characters.')).max(MAX_HINTS),
};

export interface SolutionAndHintsValues {
  solution: string;
  solutionPublicAfterContest: boolean;
  hints: string[];
}

export const SOLUTION_AND_HINTS_DEFAULTS: SolutionAndHintsValues = {
  solution: '',
  solutionPublicAfterContest: true,
  hints: ['', '', ''],
};

/**
 * The `solution` / `hints` keys of the save payload (public.save_problem hands them to
 * private.apply_problem_solution). A blank solution removes it; blank hints are dropped.
 */
export function toSolutionPayload(
  values: SolutionAndHintsValues,
  attachmentPath: string | null = null,
): Required<SolutionPayload> {
  const body = values.solution.trim();
  return {
    solution: body
      ? {
          body,
          attachment_path: attachmentPath,
          public_after_contest: values.solutionPublicAfterContest,
        }
      : null,
    hints: values.hints.map((hint) => hint.trim()).filter(Boolean),
  };
}

/** True when the author wrote anything worth saving (a new problem saves nothing otherwise). */
export function hasSolutionOrHints(values: SolutionAndHintsValues): boolean {
  return Boolean(values.solution.trim()) || values.hints.some((hint) => hint.trim());
}
