import { messages } from '@/lib/i18n';
import type { UpsolvingState } from '../api';

/** Upsolving (issue 25): the words for each state, never colour alone. */
export const upsolvingMessages = messages('upsolving', {
  in_contest: 'Solved in the contest',
  afterwards: 'Solved afterwards',
  not_yet: 'Not solved yet',
} satisfies Record<UpsolvingState, string>);

export const UPSOLVING_TONE: Record<UpsolvingState, string> = {
  in_contest: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  afterwards: 'border-blue-200 bg-blue-50 text-blue-900',
  not_yet: 'border-slate-200 bg-white text-slate-700',
};
