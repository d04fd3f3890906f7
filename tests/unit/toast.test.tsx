import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, TOAST_DURATION_MS } from '@/components/ui/toaster';
import { toast } from '@/lib/toast';

afterEach(() => vi.useRealTimers());

function toastElements() {
  return screen.queryAllByRole('status');
}

describe('toasts', () => {
  it('is callable from outside React and shows title and description', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Comment posted!', description: 'Thanks for joining in.' });
    });
    expect(await screen.findByText('Comment posted!')).toBeInTheDocument();
    expect(screen.getByText('Thanks for joining in.')).toBeInTheDocument();
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(toastElements()).toHaveLength(1);
  });

  it('has default and destructive variants', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    expect((await screen.findByText('Saved')).closest('li')).toHaveAttribute(
      'data-variant',
      'default',
    );
    act(() => {
      toast({ title: 'Submission Failed', variant: 'destructive' });
    });
    const destructive = (await screen.findByText('Submission Failed')).closest('li');
    expect(destructive).toHaveAttribute('data-variant', 'destructive');
    expect(destructive?.className).toContain('bg-red-600');
  });

  it('dismisses after 5000 ms by default, or after the given duration', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Five seconds' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Five seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Five seconds')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'One second', duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('One second')).not.toBeInTheDocument();
  });

  it('closes from its close button and F8 focuses the viewport', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Closable' });
    });
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    expect(region.contains(document.activeElement)).toBe(false);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Closable')).not.toBeInTheDocument());
  });
});
