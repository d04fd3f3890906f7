import { useParams } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { JoinClassForm } from '@/features/classes/components/ClassesHome';
import { messages, useT } from '@/lib/i18n';

const joinMessages = messages('classJoinPage', {
  title: 'Join a class',
  shared: 'Your teacher shared this link with you.',
});

/** /classes/join/:code, the link a teacher shares: the code is filled in, the student confirms. */
export default function ClassJoinPage() {
  const { code = '' } = useParams();
  const t = useT(joinMessages);
  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="font-serif text-2xl font-semibold text-slate-900">{t.title}</h1>
          <CardDescription>{t.shared}</CardDescription>
        </CardHeader>
        <CardContent>
          <JoinClassForm initialCode={code} />
        </CardContent>
      </Card>
    </section>
  );
}
