import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Profile } from '@/lib/domain';
import { storeSession } from '../msw/gotrue';
import { profilesHandler } from '../msw/handlers';
import { server } from '../msw/server';

/** A stored session plus the profile row the AuthProvider asks for. */
export function signedInAs(profile: Profile): void {
  storeSession(profile);
  server.use(profilesHandler([profile]));
}

export async function expectLocation(pathname: string): Promise<void> {
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${pathname}$`)),
  );
}

/** The toast (Radix list item) whose title is `title`. */
export async function findToast(title: string): Promise<HTMLElement> {
  const element = await screen.findByText(title, { selector: 'li *' });
  return element.closest('li')!;
}
