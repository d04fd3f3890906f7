import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORGANISATION_LINE } from '@/app/layout/Footer';
import { profiles } from './msw/fixtures';
import { logoutHandler, storeSession } from './msw/gotrue';
import { emptyRestHandler, profilesHandler } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './utils/render-app';

const MAIN_LINKS = ['Contests', 'Problems', 'Submissions', 'Team'];

function desktopNav() {
  return screen.getByRole('banner').querySelector('nav[aria-label="Main"]') as HTMLElement;
}

// The screens behind these routes load data this test does not look at.
beforeEach(() => server.use(emptyRestHandler));

describe('layout at desktop width', () => {
  it('has landmarks, a skip link, the brand and the four main links with the active one marked', async () => {
    renderApp('/problems');
    expect(await screen.findByRole('heading', { name: 'Problems', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Get Into Olympiad/ }),
    ).toHaveAttribute('href', '/');
    const nav = within(desktopNav());
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(MAIN_LINKS);
    expect(nav.getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Contests' })).not.toHaveAttribute('aria-current');
  });

  it('offers Log in and Sign Up to visitors', async () => {
    renderApp('/');
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(header.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows Log in and Sign Up at once when no session is stored, before supabase-js loads', () => {
    renderApp('/');
    const header = within(screen.getByRole('banner'));
    // Synchronously, on the first render: no waiting for the session lookup.
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByTestId('account-placeholder')).not.toBeInTheDocument();
  });

  it('offers Log in and Sign Up in the drawer at once too', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = within(screen.getByRole('dialog', { name: 'Navigation menu' }));
    expect(drawer.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('holds an avatar-sized placeholder for a stored session, never Log in, until the menu shows', async () => {
    storeSession(profiles.student);
    server.use(profilesHandler([profiles.student]));
    renderApp('/');
    const header = within(screen.getByRole('banner'));
    expect(screen.getByTestId('account-placeholder')).toHaveClass('h-9', 'w-9', 'rounded-full');
    expect(header.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(await header.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-placeholder')).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('has the footer with the organisation line and four links', async () => {
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(new RegExp(ORGANISATION_LINE))).toBeInTheDocument();
    const links = footer.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Testing Guide', '/testing-guide'],
    ]);
  });

  it('gives a signed-in user the account menu: name, email, Dashboard, Profile, Log out → /', async () => {
    storeSession(profiles.student);
    server.use(profilesHandler([profiles.student]), logoutHandler);
    const { user } = renderApp('/problems');
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(
      within(screen.getByRole('banner')).queryByRole('link', { name: 'Log in' }),
    ).not.toBeInTheDocument();
    const avatar = trigger.querySelector('img');
    expect(avatar?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument());
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Log out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
  });
});

describe('layout at narrow width (drawer)', () => {
  it('opens a drawer from the right with the four links and Log in / Sign Up for visitors', async () => {
    const { user } = renderApp('/team');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const drawer = screen.getByRole('dialog', { name: 'Navigation menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([...MAIN_LINKS, 'Log in', 'Sign Up']);
    expect(within(drawer).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('traps focus, closes on Escape and gives focus back to the menu button', async () => {
    const { user } = renderApp('/');
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    const drawer = screen.getByRole('dialog');
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getByRole('link', { name: 'Sign Up' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes when a link is followed and omits Log in / Sign Up for signed-in users', async () => {
    storeSession(profiles.student);
    server.use(profilesHandler([profiles.student]));
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: 'Account menu' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MAIN_LINKS);
    await user.click(within(drawer).getByRole('link', { name: 'Contests' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contests'));
  });
});
