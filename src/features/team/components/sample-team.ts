import type { TeamMember } from '../api';

/** Shown when the team cannot be loaded or is empty (four built-in members). */
export const SAMPLE_TEAM: readonly TeamMember[] = [
  {
    id: 'sample-1',
    name: 'Amina Okafor',
    role_title: 'Founder & Head Coach',
    bio: 'Former IMO contestant who has trained national teams in number theory and combinatorics.',
    photo_url: null,
    position: 1,
  },
  {
    id: 'sample-2',
    name: 'Daniel Mensah',
    role_title: 'Geometry Lead',
    bio: 'Writes synthetic geometry problems and runs the weekly geometry circle.',
    photo_url: null,
    position: 2,
  },
  {
    id: 'sample-3',
    name: 'Leila Haddad',
    role_title: 'Algebra Instructor',
    bio: 'Specialises in inequalities and functional equations for PAMO and IMO preparation.',
    photo_url: null,
    position: 3,
  },
  {
    id: 'sample-4',
    name: 'Samuel Kiptoo',
    role_title: 'Platform Engineer',
    bio: 'Keeps the problem bank, contests and leaderboard running smoothly.',
    photo_url: null,
    position: 4,
  },
];
