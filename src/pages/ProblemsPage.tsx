import { useSearchParams } from 'react-router-dom';
import { fetchProblems } from '@/features/problems/api';
import { ProblemList } from '@/features/problems/components/ProblemList';
import { readListParams } from '@/features/problems/components/problem-list-params';
import { SaveForOffline } from '@/features/problems/components/SaveForOffline';
import { problemMessages } from '@/features/problems/components/problem-messages';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { ProblemsIntro } from './intros/ProblemsIntro';

/** At most this many problems of a topic are saved for offline at once. */
const SAVE_TOPIC_LIMIT = 50;

const pageMessages = messages('problemsPage', { topicProblems: 'the {topic} problems' });

export default function ProblemsPage() {
  const [searchParams] = useSearchParams();
  const { topic } = readListParams(searchParams);
  const t = useT(pageMessages);
  const problems = useT(problemMessages);
  return (
    <ProblemsIntro>
      {/* A chosen topic can be saved for reading without signal (issue 27). */}
      {topic && (
        <div className="mb-6">
          <SaveForOffline
            what={fill(t.topicProblems, { topic: problems[topic] })}
            problemIds={async () =>
              (await fetchProblems({ topic, pageSize: SAVE_TOPIC_LIMIT })).problems.map((p) => p.id)
            }
          />
        </div>
      )}
      <ProblemList />
    </ProblemsIntro>
  );
}
