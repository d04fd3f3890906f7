/**
 * The length limits the database enforces on text people write (decision 0034), and the
 * readable message for each named check constraint. The migration
 * 20261123008200_bounded_content.sql holds the same numbers; tests/integration/dbhygiene-limits
 * fails when the two disagree.
 */
export const TEXT_LIMITS = {
  fullName: 200,
  problemTitle: 200,
  problemStatement: 20_000,
  attachmentName: 255,
  comment: 2000,
  answer: 5000,
  feedback: 10_000,
  contestTitle: 200,
  contestDescription: 5000,
  teamMemberName: 200,
  teamMemberRoleTitle: 200,
  teamMemberBio: 5000,
  className: 120,
  classDescription: 2000,
  assignmentTitle: 200,
} as const;

// This module sits on the first route (errors.ts maps every failure), so the messages are
// built from a short table: `<table>_<column>` of each `<table>_<column>_length` constraint.
const L = TEXT_LIMITS;
const LENGTHS: Record<string, [what: string, limit: number]> = {
  profiles_full_name: ['the name', L.fullName],
  problems_title: ['the title', L.problemTitle],
  problems_content_body: ['the statement', L.problemStatement],
  comments_content: ['a comment', L.comment],
  answers_content: ['an answer', L.answer],
  answers_feedback: ['the feedback', L.feedback],
  contests_title: ['the contest title', L.contestTitle],
  contests_description: ['the description', L.contestDescription],
  team_members_name: ['the name', L.teamMemberName],
  team_members_role_title: ['the role title', L.teamMemberRoleTitle],
  team_members_bio: ['the bio', L.teamMemberBio],
  profiles_avatar_url: ['the address', 2048],
  team_members_photo_url: ['the address', 2048],
  problems_attachment_path: ['the attachment path', 1024],
  classes_name: ['the class name', L.className],
  classes_description: ['the description', L.classDescription],
  assignments_title: ['the title', L.assignmentTitle],
  answer_notes_body: ['a note', 500],
  notes_title: ['the title', 200],
  notes_summary: ['the summary', 500],
  notes_body: ['the note', 40_000],
  problem_translations_title: ['the title', L.problemTitle],
  problem_translations_statement: ['the statement', L.problemStatement],
};
const REQUIRED = 'All fields are required.';

/** 40000 → '40,000' without an Intl formatter: this table is built when the app starts. */
const groupThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Constraint name (as PostgreSQL reports it) to the message a form shows. */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(LENGTHS).map(([column, [what, limit]]) => [
      `${column}_length`,
      `Use at most ${groupThousands(limit)} characters for ${what}.`,
    ]),
  ),
  problems_content_keys: 'A problem holds only its statement and its attachment name.',
  problems_content_attachment_name_length: `The attachment's file name must be 1 to ${L.attachmentName} characters.`,
  problems_title_not_blank: REQUIRED,
  problems_body_not_blank: REQUIRED,
  contests_title_not_blank: REQUIRED,
  team_members_name_not_blank: REQUIRED,
  classes_name_not_blank: REQUIRED,
  assignments_title_not_blank: REQUIRED,
  notes_title_not_blank: REQUIRED,
  problem_translations_title_not_blank: REQUIRED,
  problem_translations_statement_not_blank: REQUIRED,
  comments_content_not_blank: 'Comment cannot be empty.',
  answers_content_not_blank: 'Answer cannot be empty.',
  profiles_full_name_trimmed: 'A name cannot start or end with spaces.',
  profiles_full_name_no_controls:
    'A name cannot contain line breaks or text-direction control characters.',
  profiles_full_name_visible: 'A name needs at least one visible character.',
  answer_notes_body_not_blank: 'A note cannot be empty.',
};

/** The readable message for a check-constraint failure we know, else null. */
export function constraintMessage(error: { code?: string; message?: string }): string | null {
  if (error.code !== '23514') return null;
  const name = /violates check constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
  return (name && CONSTRAINT_MESSAGES[name]) || null;
}
