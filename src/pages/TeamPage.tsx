import { TeamGrid } from '@/features/team/components/TeamGrid';
import { messages, useT } from '@/lib/i18n';

const teamMessages = messages('teamPage', {
  title: 'Our Team',
  intro: 'The coaches, problem writers and engineers behind Get Into Olympiad.',
});

export default function TeamPage() {
  const t = useT(teamMessages);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-2 text-slate-600">{t.intro}</p>
      <div className="mt-8">
        <TeamGrid />
      </div>
    </section>
  );
}
