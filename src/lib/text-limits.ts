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
} as const;

/** Constraint name (as PostgreSQL reports it) to the message a form shows. */
export const CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  profiles_full_name_length: `Use at most ${TEXT_LIMITS.fullName} characters for the name.`,
  profiles_avatar_url_length: 'The avatar address is too long.',
  problems_title_length: `Use at most ${TEXT_LIMITS.problemTitle} characters for the title.`,
  problems_title_not_blank: 'All fields are required.',
  problems_content_body_length: `Use at most ${TEXT_LIMITS.problemStatement.toLocaleString('en')} characters for the statement.`,
  problems_body_not_blank: 'All fields are required.',
  problems_content_keys: 'A problem holds only its statement and its attachment name.',
  problems_content_attachment_name_length: `The attachment's file name must be 1 to ${TEXT_LIMITS.attachmentName} characters.`,
  problems_attachment_path_length: 'The attachment path is too long.',
  comments_content_length: `Keep comments under ${TEXT_LIMITS.comment} characters.`,
  comments_content_not_blank: 'Comment cannot be empty.',
  answers_content_length: `Answer is too long: at most ${TEXT_LIMITS.answer} characters.`,
  answers_content_not_blank: 'Answer cannot be empty.',
  answers_feedback_length: `Use at most ${TEXT_LIMITS.feedback.toLocaleString('en')} characters for the feedback.`,
  contests_title_length: `Use at most ${TEXT_LIMITS.contestTitle} characters for the contest title.`,
  contests_title_not_blank: 'The contest needs a title.',
  contests_description_length: `Use at most ${TEXT_LIMITS.contestDescription} characters for the description.`,
  team_members_name_length: `Use at most ${TEXT_LIMITS.teamMemberName} characters for the name.`,
  team_members_name_not_blank: 'The team member needs a name.',
  team_members_role_title_length: `Use at most ${TEXT_LIMITS.teamMemberRoleTitle} characters for the role title.`,
  team_members_bio_length: `Use at most ${TEXT_LIMITS.teamMemberBio} characters for the bio.`,
  team_members_photo_url_length: 'The photo address is too long.',
};

const CHECK_VIOLATION = '23514';
const CONSTRAINT_NAME = /violates check constraint "([^"]+)"/;

/** The readable message for a check-constraint failure we know, else null. */
export function constraintMessage(error: { code?: string; message?: string }): string | null {
  if (error.code !== CHECK_VIOLATION || !error.message) return null;
  const name = CONSTRAINT_NAME.exec(error.message)?.[1];
  return (name && CONSTRAINT_MESSAGES[name]) || null;
}
