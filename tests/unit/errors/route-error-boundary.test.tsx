// A render error in any route shows the route's error boundary inside the frame, never a blank
// page. Every page module is replaced by one that throws, then every route of the route table
// is rendered (as a superadmin, so guarded routes render their page too).
import { isValidElement, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '@/app/layout/AppLayout';
import { ROUTE_ERROR_TITLE } from '@/components/errors/RouteErrorBoundary';
import { profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { emptyRestHandler, profilesHandler } from '../msw/handlers';
import { server } from '../msw/server';

const PAGE_MODULES = Object.keys(import.meta.glob('/src/pages/*.tsx'));
const rendered: string[] = [];

for (const module of PAGE_MODULES) {
  vi.doMock(module, () => ({
    default: function ThrowingPage(): ReactNode {
      rendered.push(module);
      throw new Error(`Render error in ${module}`);
    },
  }));
}

/** Leaf paths of the route tree, with ids filled in; the catch-all becomes an unknown URL. */
function leafPaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix}${route.path}` : prefix;
    if (route.children?.length) return leafPaths(route.children, path);
    if (!route.path) return [];
    const url = path
      .replace(/:\w+/g, 'aaaaaaaa-0000-4000-8000-000000000001')
      .replace('*', 'no-such-page');
    return [url.startsWith('/') ? url : `/${url}`];
  });
}

async function routeTable(): Promise<RouteObject[]> {
  const { appRoutes } = await import('@/app/route-table');
  return appRoutes;
}

const ROUTE_PATHS = leafPaths(await routeTable());

beforeEach(() => {
  rendered.length = 0;
  // React reports every caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(profilesHandler([profiles.superadmin]), emptyRestHandler);
  storeSession(profiles.superadmin);
});

afterEach(() => sessionStorage.clear());

describe('route error boundary', () => {
  it('wraps every route: all routes are children of the layout that holds the boundary', async () => {
    const table = await routeTable();
    expect(table).toHaveLength(1);
    const layout = table[0]!;
    expect(isValidElement(layout.element) && layout.element.type).toBe(AppLayout);
    expect(ROUTE_PATHS.length).toBeGreaterThanOrEqual(PAGE_MODULES.length - 1);
  });

  it.each(ROUTE_PATHS)(
    '%s: a page that throws shows the boundary inside the frame, with a way back',
    async (path) => {
      const { renderApp } = await import('../utils/render-app');
      renderApp(path);
      const boundary = await screen.findByTestId('route-error');
      expect(
        within(boundary).getByRole('heading', { name: ROUTE_ERROR_TITLE }),
      ).toBeInTheDocument();
      expect(within(boundary).getByRole('link', { name: 'Go Back Home' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(within(boundary).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      // The frame is still there: header with the brand, footer.
      expect(
        within(screen.getByRole('banner')).getByRole('link', { name: /Get Into Olympiad/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(rendered.length).toBeGreaterThan(0);
    },
  );

  it('clears when the visitor goes elsewhere', async () => {
    const { renderApp } = await import('../utils/render-app');
    const { user } = renderApp('/problems');
    await screen.findByTestId('route-error');
    await user.click(
      within(screen.getByRole('banner')).getAllByRole('link', { name: 'Contests' })[0]!,
    );
    // The contests page throws as well, but through a fresh boundary at the new path.
    expect(await screen.findByTestId('location')).toHaveTextContent('/contests');
    expect(await screen.findByTestId('route-error')).toBeInTheDocument();
  });
});
