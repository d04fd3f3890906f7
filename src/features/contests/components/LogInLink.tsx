import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** "Log in", as a link inside a sentence ({login} in a message). */
export function LogInLink({ children }: { children: ReactNode }) {
  return (
    <Link to={paths.login} className="font-medium text-blue-800 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
