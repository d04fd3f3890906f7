import { describe, expect, it } from 'vitest';
import { toDataError } from '@/lib/errors';
import { CONSTRAINT_MESSAGES, TEXT_LIMITS, constraintMessage } from '@/lib/text-limits';

const violation = (constraint: string) => ({
  code: '23514',
  message: `new row for relation "comments" violates check constraint "${constraint}"`,
  details: null,
  hint: null,
});

describe('text limits', () => {
  it('names every length rule with its limit', () => {
    expect(CONSTRAINT_MESSAGES.comments_content_length).toBe(
      `Use at most ${TEXT_LIMITS.comment.toLocaleString('en')} characters for a comment.`,
    );
    expect(CONSTRAINT_MESSAGES.problems_content_body_length).toBe(
      'Use at most 20,000 characters for the statement.',
    );
  });

  it('maps a known check constraint, and only that', () => {
    expect(constraintMessage(violation('comments_content_length'))).toBe(
      CONSTRAINT_MESSAGES.comments_content_length,
    );
    expect(constraintMessage(violation('contests_end_after_start'))).toBeNull();
    expect(
      constraintMessage({
        code: '42501',
        message: 'violates check constraint "comments_content_length"',
      }),
    ).toBeNull();
  });

  it('a data error carries the readable message in the data-error format and keeps the code', () => {
    const error = toDataError('Error creating comment', violation('comments_content_length'));
    expect(error.message).toBe(
      `Error creating comment occurred. ${CONSTRAINT_MESSAGES.comments_content_length}`,
    );
    expect(error.code).toBe('23514');
    const other = toDataError('Error creating contest', violation('contests_end_after_start'));
    expect(other.message).toContain('violates check constraint "contests_end_after_start"');
  });
});
