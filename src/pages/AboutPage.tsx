import { Link } from 'react-router-dom';
import { PagePlaceholder } from '@/components/PagePlaceholder';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';

const aboutMessages = messages('aboutPage', {
  title: 'About',
  intro:
    'Get Into Olympiad is a training platform of the Math Olympiad Organisation. Students solve competition problems, take part in contests, discuss ideas and follow their progress on the leaderboard; instructors write problems and grade answers.',
  start: 'Start with the {bank} or meet {team}.',
  bank: 'problem bank',
  team: 'our team',
  construction:
    'This page is under construction. More about our story and programmes is coming soon.',
});

const LINK_CLASS = 'font-medium text-blue-800 underline-offset-4 hover:underline';

export default function AboutPage() {
  const t = useT(aboutMessages);
  return (
    <PagePlaceholder title={t.title}>
      <div className="grid max-w-3xl gap-4 leading-relaxed">
        <p>{t.intro}</p>
        <p>
          {withParts(t.start, {
            bank: (
              <Link to={paths.problems} className={LINK_CLASS}>
                {t.bank}
              </Link>
            ),
            team: (
              <Link to={paths.team} className={LINK_CLASS}>
                {t.team}
              </Link>
            ),
          })}
        </p>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {t.construction}
        </p>
      </div>
    </PagePlaceholder>
  );
}
