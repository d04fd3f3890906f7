import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { preloadPageAt } from '@/app/route-table';

function slowPage(text: string) {
  return () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p>{text}</p> }), 20),
    );
}

describe('lazy components with preload', () => {
  it('suspend until their chunk is there when not preloaded', async () => {
    const Page = lazyWithPreload(slowPage('Loaded page'));
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Loaded page')).toBeInTheDocument();
  });

  it('render in the first pass, without the loading line, once preloaded', async () => {
    const Page = lazyWithPreload(slowPage('Preloaded page'));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Preloaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('try the chunk again after a failed load', async () => {
    let attempts = 0;
    const Page = lazyWithPreload(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: () => <p>Second try</p> });
    });
    await expect(Page.preload()).rejects.toThrow('dynamically imported');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });

  it('preloadPageAt loads the page of a route, and any path has one (not found)', async () => {
    await expect(preloadPageAt('/problems')).resolves.toBeUndefined();
    await expect(preloadPageAt('/no/such/page')).resolves.toBeUndefined();
  });
});
