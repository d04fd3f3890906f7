import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './messages';
import { FOOTER_LINKS } from './nav-items';

export { ORGANISATION_LINE } from './messages';

export function Footer() {
  const t = useT(layoutMessages);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {t.organisation}
        </p>
        <LanguageSwitch />
        <nav aria-label={t.footerNav}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="hover:text-slate-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
                >
                  {t[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
