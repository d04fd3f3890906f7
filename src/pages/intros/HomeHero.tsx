import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { homeMessages } from './home-messages';

/**
 * The home page's first screen. Static, so index.html carries it prerendered (StaticFrame) and it
 * paints before any JavaScript.
 */
export function HomeHero() {
  const t = useT(homeMessages);
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-blue-50/70 to-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-widest text-blue-800">{t.kicker}</p>
        <h1 className="mt-4 font-serif text-4xl font-semibold tracking-tight text-slate-900 sm:text-6xl">
          {BRAND_NAME}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{t.lead}</p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.problems} className={buttonVariants({ size: 'lg' })}>
            {t.explore}
          </Link>
          <Link to={paths.signup} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t.getStarted}
          </Link>
        </div>
      </div>
    </section>
  );
}
