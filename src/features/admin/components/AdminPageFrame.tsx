import type { ReactNode } from 'react';

export function AdminPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="text-slate-600">{description}</p>
      </header>
      {children}
    </section>
  );
}
