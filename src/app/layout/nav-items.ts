import { paths } from '@/config/paths';

export const MAIN_NAV_ITEMS = [
  { label: 'Contests', to: paths.contests },
  { label: 'Problems', to: paths.problems },
  { label: 'Submissions', to: paths.submissions },
  { label: 'Team', to: paths.team },
] as const;

export const FOOTER_LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Testing Guide', to: paths.testingGuide },
] as const;
