// The parts of /problems/{id} a person works with: the answer card, the discussion, reactions.
import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast, main } from './ui';

export function reactionButton(page: Page, type: 'Like' | 'Love' | 'Funny'): Locator {
  return main(page).getByRole('button', { name: new RegExp(`^${type}\\b`, 'i') });
}

/** A reaction button shows its count and whether it is the user's own current reaction. */
export async function expectReaction(
  page: Page,
  type: 'Like' | 'Love' | 'Funny',
  count: number,
  mine: boolean,
): Promise<void> {
  const button = reactionButton(page, type);
  await expect(button).toContainText(String(count));
  await expect(button).toHaveAttribute('aria-pressed', String(mine));
}

/**
 * Submits through the 'Submit Your Answer' card. A correct answer is confirmed by the toast
 * 'Answer Submitted!' with `description` ('Great job! Your score has been updated.'); any other
 * verdict shows inline under the box and never as a toast (issue 29, point 15): without a
 * description the inline verdict is awaited.
 */
export async function submitAnswer(
  page: Page,
  answer: string,
  description?: string,
): Promise<void> {
  const body = main(page);
  await expect(body.getByText('Submit Your Answer')).toBeVisible();
  const solution = body.getByLabel('Your Solution');
  await expect(solution).toHaveAttribute('rows', '5');
  await solution.fill(answer);
  await body.getByRole('button', { name: 'Submit Answer' }).click();
  if (description) {
    await expectToast(page, 'Answer Submitted!', description);
    await expect(body.getByTestId('answer-verdict')).toHaveCount(0);
  } else {
    await expect(body.getByTestId('answer-verdict')).toBeVisible();
  }
}

export function commentBox(page: Page): Locator {
  return main(page).getByPlaceholder('Add a comment...', { exact: true });
}

export async function postComment(page: Page, text: string): Promise<void> {
  const post = main(page).getByRole('button', { name: 'Post Comment' });
  await commentBox(page).fill('   ');
  await expect(post).toBeDisabled();
  await commentBox(page).fill(text);
  await expect(post).toBeEnabled();
  await post.click();
  await expectToast(page, 'Comment posted!');
}

/** The number shown next to a label in a card, e.g. 'Your Score' then '5'. */
export async function expectStat(page: Page, label: string, value: number): Promise<void> {
  await expect(main(page)).toContainText(new RegExp(`${label}\\D{0,40}?(?<!\\d)${value}(?!\\d)`));
}
