import { paths } from '@/config/paths';

/** Labels are keys of layoutMessages (./messages.ts). */
export const MAIN_NAV_ITEMS = [
  { label: 'contests', to: paths.contests },
  { label: 'problems', to: paths.problems },
  { label: 'submissions', to: paths.submissions },
  { label: 'team', to: paths.team },
] as const;

export const FOOTER_LINKS = [
  { label: 'about', to: paths.about },
  { label: 'privacy', to: paths.privacy },
  { label: 'terms', to: paths.terms },
  { label: 'testingGuide', to: paths.testingGuide },
] as const;
