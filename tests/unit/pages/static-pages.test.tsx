import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { emptyRestHandler } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';

describe('/ (home)', () => {
  it('has the hero, its two buttons, three feature cards and the closing call to action', async () => {
    renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(
      await main.findByRole('heading', { level: 1, name: 'Get Into Olympiad' }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Explore Problems' })).toHaveAttribute(
      'href',
      '/problems',
    );
    expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    const why = main.getByRole('region', { name: 'Why Choose Us?' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(why).getByRole('heading', { name: 'Expert-Crafted Problems' }),
    ).toBeInTheDocument();
    expect(within(why).getByRole('heading', { name: 'Live Contests' })).toBeInTheDocument();
    expect(
      within(why).getByRole('heading', { name: 'Community & Collaboration' }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute('href', '/signup');
  });
});

describe.each([
  ['/about', 'About'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
])('%s', (path, title) => {
  it(`shows ${title} and says it is under construction`, async () => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(/under construction/)).toBeInTheDocument();
  });
});

describe('/testing-guide', () => {
  it('has steps for Student, Instructor and Super Admin with the seeded accounts and the real default password', async () => {
    renderApp('/testing-guide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testing Guide' }),
    ).toBeInTheDocument();
    for (const role of ['1. Student', '2. Instructor', '3. Super Admin']) {
      expect(screen.getByRole('heading', { name: role })).toBeInTheDocument();
    }
    for (const email of [
      'student@olympiad.test',
      'instructor@olympiad.test',
      'superadmin@olympiad.test',
    ]) {
      expect(screen.getByText(email)).toBeInTheDocument();
    }
    expect(screen.getByText(env.defaultPassword)).toBeInTheDocument();
    expect(env.defaultPassword).toBe('Olympiad2026!');
  });
});

describe('404', () => {
  it('offers Go Back Home for an unknown path', async () => {
    server.use(emptyRestHandler);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });
});
