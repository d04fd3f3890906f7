import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ContestList } from '@/features/contests/components/ContestList';
import { STAFF_ROLES } from '@/lib/domain';
import { messages, useT } from '@/lib/i18n';
import { ContestsIntro } from './intros/ContestsIntro';

const contestsPageMessages = messages('contestsPage', {
  create: 'Create contest',
});

export default function ContestsPage() {
  const t = useT(contestsPageMessages);
  const { profile } = useAuth();
  const canAuthor =
    profile !== null && profile.status === 'approved' && STAFF_ROLES.includes(profile.role);
  return (
    <ContestsIntro
      action={
        canAuthor && (
          <Link to={paths.newContest} className={buttonVariants()}>
            {t.create}
          </Link>
        )
      }
    >
      <ContestList />
    </ContestsIntro>
  );
}
