import { z } from 'zod';
import { SOLUTION_AND_HINTS_DEFAULTS, solutionAndHintsShape } from '@/features/practice/forms';
import { DIFFICULTIES, TOPICS } from '@/lib/domain';
import { keyLines } from '@/features/answers/key-preview';
import { DEFAULT_MARKS } from '../../api';

export const REQUIRED_MESSAGE = 'All fields are required.';
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** What the attachments bucket accepts (SVG is refused there: it can carry script). */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;

export const createProblemSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(200, 'Use at most 200 characters for the title.'),
  body: z.string().trim().min(1, REQUIRED_MESSAGE),
  // The selects start empty; '' is "nothing chosen".
  topic: z.union([z.enum(TOPICS), z.literal('')]).refine((value) => value !== '', REQUIRED_MESSAGE),
  difficulty: z
    .union([z.enum(DIFFICULTIES), z.literal('')])
    .refine((value) => value !== '', REQUIRED_MESSAGE),
  marks: z
    .number({ error: 'Marks must be a whole number from 1 to 100.' })
    .int('Marks must be a whole number from 1 to 100.')
    .min(1, 'Marks must be a whole number from 1 to 100.')
    .max(100, 'Marks must be a whole number from 1 to 100.'),
  isPublic: z.boolean(),
  answerKey: z.string(),
  ...solutionAndHintsShape,
});

/** What the form holds (the selects may be empty) and what a valid submit yields. */
export type CreateProblemInput = z.input<typeof createProblemSchema>;
export type CreateProblemValues = z.output<typeof createProblemSchema>;

export const CREATE_PROBLEM_DEFAULTS: CreateProblemInput = {
  title: '',
  body: '',
  topic: '',
  difficulty: '',
  marks: DEFAULT_MARKS,
  isPublic: true,
  answerKey: '',
  ...SOLUTION_AND_HINTS_DEFAULTS,
};

/** Accepted answers, one per line; blank lines and repeats are dropped. */
export function parseAnswerKey(text: string): string[] {
  return keyLines(text);
}

/** Why a chosen file cannot be attached, or null when it can. */
export function attachmentProblem(file: File): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Attach a PDF or an image (PNG, JPEG, GIF or WebP).';
  }
  if (file.size > MAX_ATTACHMENT_BYTES) return 'The file is larger than 10 MB.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}
