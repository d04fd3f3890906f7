import { useNavigate } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useT } from '@/lib/i18n';
import { displayIdentity } from './identity';
import { layoutMessages } from './messages';

export function AccountMenu() {
  const t = useT(layoutMessages);
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const { name, email, avatarUrl } = displayIdentity(user, profile);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t.accountMenu}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2"
      >
        <Avatar name={name} seed={email} src={avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="font-medium leading-tight text-slate-900">{name}</p>
          <p className="truncate text-xs text-slate-500">{email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.dashboard)}>
          {t.dashboard}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.profile)}>{t.profile}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>{t.logout}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
