import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { contestQueries } from '@/features/contests/api';
import { ContestEditor } from '@/features/contests/components/editor/ContestEditor';
import { messages, useT } from '@/lib/i18n';

const contestEditorPageMessages = messages('contestEditorPage', {
  loading: 'Loading contest...',
  notFound: 'Contest Not Found',
  back: 'Back to Contests',
});

function EditExisting({ id }: { id: string }) {
  const t = useT(contestEditorPageMessages);
  const query = useQuery(contestQueries.editing(id));
  if (query.isPending) return <LoadingMessage label={t.loading} />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">{t.notFound}</h1>
        <Link to={paths.contests} className={buttonVariants({ variant: 'outline' })}>
          {t.back}
        </Link>
      </div>
    );
  }
  return <ContestEditor contest={query.data.contest} problems={query.data.problems} />;
}

/** /contests/new and /contests/{id}/edit (approved staff; the database decides what they may change). */
export default function ContestEditorPage() {
  const { id } = useParams();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {id ? <EditExisting id={id} /> : <ContestEditor />}
    </section>
  );
}
