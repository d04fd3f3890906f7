import { ContestList } from '@/features/contests/components/ContestList';

export default function ContestsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        Upcoming &amp; Past Contests
      </h1>
      <p className="mt-2 text-slate-600">Timed problem sets in olympiad format.</p>
      <div className="mt-8">
        <ContestList />
      </div>
    </section>
  );
}
