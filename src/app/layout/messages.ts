import { messages } from '@/lib/i18n';

export const ORGANISATION_LINE =
  'Get Into Olympiad is a training platform of the Math Olympiad Organisation.';

/** The header, drawer, account menu and footer (English: the spec's words). */
export const layoutMessages = messages('layout', {
  skipToContent: 'Skip to main content',
  mainNav: 'Main',
  footerNav: 'Footer',
  contests: 'Contests',
  problems: 'Problems',
  submissions: 'Submissions',
  team: 'Team',
  login: 'Log in',
  signup: 'Sign Up',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  navigationMenu: 'Navigation menu',
  menu: 'Menu',
  accountMenu: 'Account menu',
  dashboard: 'Dashboard',
  profile: 'Profile',
  logout: 'Log out',
  about: 'About',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  testingGuide: 'Testing Guide',
  organisation: ORGANISATION_LINE,
  language: 'Language',
});
