import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';

const notFoundMessages = messages('notFoundPage', {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go Back Home',
});

export default function NotFoundPage() {
  const t = useT(notFoundMessages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-6xl font-semibold text-blue-800">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-600">{t.text}</p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        {t.home}
      </Link>
    </section>
  );
}
