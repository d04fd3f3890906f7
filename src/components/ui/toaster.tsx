import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { dismissToast, useToasts, type ToastVariant } from '@/lib/toast';

const toastMessages = messages('toasts', {
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
  close: 'Close',
});

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start justify-between gap-4 rounded-lg border p-4 pr-8 shadow-lg ' +
    'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 ' +
    'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border-slate-200 bg-white text-slate-900',
        destructive: 'border-red-700 bg-red-600 text-white',
      } satisfies Record<ToastVariant, string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Renders the toast store with Radix: 5000 ms, swipe right 50 px to dismiss, F8 focuses. */
export function Toaster() {
  const toasts = useToasts();
  const t = useT(toastMessages);
  return (
    <ToastPrimitive.Provider
      label={t.notification}
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, action }) => (
        <ToastPrimitive.Root
          key={id}
          duration={duration}
          data-variant={variant}
          className={toastVariants({ variant })}
          onOpenChange={(open) => {
            if (!open) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
            {action ? (
              <ToastPrimitive.Action
                altText={action.label}
                onClick={action.onClick}
                className="mt-1 inline-flex h-8 w-fit items-center rounded-md border border-current px-3 text-sm font-medium hover:bg-black/5 focus:outline-none focus-visible:ring-2"
              >
                {action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t.close}
            className={cn(
              'absolute right-2 top-2 rounded p-1 text-current opacity-70 hover:opacity-100',
              'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-1',
            )}
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={fill(t.notifications, { hotkey: '{hotkey}' })}
        className="fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
