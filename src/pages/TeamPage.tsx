import { TeamGrid } from '@/features/team/components/TeamGrid';

export default function TeamPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        Our Team
      </h1>
      <p className="mt-2 text-slate-600">
        The coaches, problem writers and engineers behind Get Into Olympiad.
      </p>
      <div className="mt-8">
        <TeamGrid />
      </div>
    </section>
  );
}
