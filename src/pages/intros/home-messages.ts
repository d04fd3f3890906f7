import { messages } from '@/lib/i18n';

/** The home page's words (the hero is prerendered into index.html). */
export const homeMessages = messages('home', {
  kicker: 'Math olympiad training',
  lead: 'Solve real competition problems, take part in contests and learn alongside a community of young mathematicians preparing for national olympiads, PAMO and the IMO.',
  explore: 'Explore Problems',
  getStarted: 'Get Started',
  whyTitle: 'Why Choose Us?',
  problemsTitle: 'Expert-Crafted Problems',
  problemsText:
    'Hundreds of competition problems in algebra, combinatorics, geometry and number theory, from Juniors level to IMO, with answers checked instantly.',
  contestsTitle: 'Live Contests',
  contestsText:
    'Timed contests in olympiad format let you practise under pressure and measure your progress against other students.',
  communityTitle: 'Community & Collaboration',
  communityText:
    'Discuss ideas under every problem, react to elegant solutions and climb the leaderboard together with peers and coaches.',
  ctaTitle: 'Ready to start your olympiad journey?',
  ctaText: 'Create a free student account and submit your first answer in minutes.',
  ctaButton: 'Sign Up for Free',
});
