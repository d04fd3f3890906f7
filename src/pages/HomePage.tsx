import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { HomeHero } from './intros/HomeHero';
import { homeMessages } from './intros/home-messages';

const FEATURES = [
  {
    title: 'problemsTitle',
    description: 'problemsText',
    icon: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Zm0 0A2.5 2.5 0 0 0 6.5 22H20v-5',
  },
  {
    title: 'contestsTitle',
    description: 'contestsText',
    icon: 'M12 8v4l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  },
  {
    title: 'communityTitle',
    description: 'communityText',
    icon: 'M17 20h5v-2a4 4 0 0 0-5-3.87M9 20H2v-2a4 4 0 0 1 5-3.87m6-4.13a4 4 0 1 1-8 0 4 4 0 0 1 8 0Zm6 2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  },
] as const;

export default function HomePage() {
  const t = useT(homeMessages);
  return (
    <>
      <HomeHero />

      <section
        aria-labelledby="why-heading"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20"
      >
        <h2
          id="why-heading"
          className="text-center font-serif text-3xl font-semibold tracking-tight text-slate-900"
        >
          {t.whyTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title}>
              <Card className="h-full">
                <CardHeader className="gap-3">
                  <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      className="h-6 w-6"
                    >
                      <path d={feature.icon} />
                    </svg>
                  </span>
                  <CardTitle>{t[feature.title]}</CardTitle>
                  <CardDescription className="leading-relaxed">
                    {t[feature.description]}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-heading" className="bg-blue-900">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6">
          <h2
            id="cta-heading"
            className="font-serif text-3xl font-semibold tracking-tight text-white"
          >
            {t.ctaTitle}
          </h2>
          <p className="mt-4 max-w-xl text-blue-100">{t.ctaText}</p>
          <Link
            to={paths.signup}
            className={cn(
              buttonVariants({ size: 'lg' }),
              'mt-8 bg-white text-blue-900 hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-900',
            )}
          >
            {t.ctaButton}
          </Link>
        </div>
      </section>
    </>
  );
}
