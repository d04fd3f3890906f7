import { useRoutes } from 'react-router-dom';
import { appRoutes } from './route-table';

/** The product's routes (src/app/route-table.tsx), rendered for the current URL. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
