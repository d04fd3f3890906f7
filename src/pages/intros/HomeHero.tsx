import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/**
 * The home page's first screen. Static, so index.html carries it prerendered (StaticFrame) and it
 * paints before any JavaScript.
 */
export function HomeHero() {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50/70 to-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-blue-800">
          Math olympiad training
        </p>
        <h1 className="mt-4 font-serif text-4xl font-semibold tracking-tight text-slate-900 sm:text-6xl">
          Get Into Olympiad
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">
          Solve real competition problems, take part in contests and learn alongside a community of
          young mathematicians preparing for national olympiads, PAMO and the IMO.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.problems} className={buttonVariants({ size: 'lg' })}>
            Explore Problems
          </Link>
          <Link to={paths.signup} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Get Started
          </Link>
        </div>
      </div>
    </section>
  );
}
