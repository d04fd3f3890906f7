// Issue 29, point 16: the phone menu answers the first tap before any script bundle has run.
// index.html's inline script opens the prerendered drawer; React then starts with its own
// drawer open, so the menu neither closes nor flickers when the app takes over.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyRestHandler } from '../msw/handlers';
import { server } from '../msw/server';
import { renderApp } from '../utils/render-app';

const INDEX_HTML = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');

/** index.html's frame as the browser has it before the entry module ran, with its head script. */
function loadStaticPage(): void {
  const parsed = new DOMParser().parseFromString(INDEX_HTML, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  const script = parsed.head.querySelector('script')!.textContent!;
  // The inline script, run as the browser runs it (global scope, before the body is there).
  new Function(script)();
}

const root = document.documentElement;

beforeEach(() => server.use(emptyRestHandler));
afterEach(() => root.classList.remove('static-menu-open'));

describe('the menu of the prerendered frame', () => {
  it('opens on the first tap of the menu button, and closes on its close button and Escape', () => {
    loadStaticPage();
    const frame = document.querySelector<HTMLElement>('[data-prerendered]')!;
    const button = within(frame).getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(root).not.toHaveClass('static-menu-open');

    // A tap on the icon inside the button counts as a tap on the button.
    button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root).toHaveClass('static-menu-open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = frame.querySelector<HTMLElement>('[data-static-menu] [role="dialog"]')!;
    expect(within(drawer).getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'href',
      '/problems',
    );
    expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(document.activeElement).toBe(drawer.querySelector('a'));

    within(drawer).getByRole('button', { name: 'Close menu' }).click();
    expect(root).not.toHaveClass('static-menu-open');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.click();
    expect(root).toHaveClass('static-menu-open');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(root).not.toHaveClass('static-menu-open');
    frame.remove();
  });

  it('hands an open menu over to React, which starts with its drawer open', () => {
    root.classList.add('static-menu-open');
    renderApp('/');
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The frame's class is tidied away once React has the menu.
    expect(root).not.toHaveClass('static-menu-open');
  });

  it('starts React with the drawer closed when the frame menu was not opened', () => {
    renderApp('/');
    expect(screen.queryByRole('dialog', { name: 'Navigation menu' })).not.toBeInTheDocument();
  });
});
