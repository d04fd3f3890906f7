import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in, sign-up and password screen sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="mb-6 space-y-2 text-center">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
            {title}
          </h1>
          {description && <div className="text-sm text-slate-600">{description}</div>}
        </header>
        {children}
        {footer && (
          <footer className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</footer>
        )}
      </div>
    </section>
  );
}
