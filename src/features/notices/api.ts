// Notices (issue 20 point 5, decision 0049): the bell's unread count, the list, marking read,
// e-mail on/off per kind, and the mail's one-click stop link.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { check, unwrap } from '@/lib/data';
import { messages } from '@/lib/i18n';
import { liveLabels } from '@/lib/i18n/text';
import type { Tables } from '@/lib/database.types';
import { fetchPage, type Paged } from '@/lib/paging';
import { queryRoots } from '@/lib/query-keys';
import { getSupabase } from '@/lib/supabase';
import { oneOf } from '@/lib/parse';

export type Notice = Pick<
  Tables<'notices'>,
  'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'
>;
const EMAIL_SETTINGS = ['answer_graded', 'account_status', 'contest_starting'] as const;
export type EmailSetting = (typeof EMAIL_SETTINGS)[number];
export type EmailSettings = Record<EmailSetting, boolean>;

export const emailSettingMessages = messages('emailSettings', {
  answer_graded: 'An answer of mine was graded',
  account_status: 'My account was approved or rejected',
  contest_starting: 'A contest I registered for starts within the hour',
} satisfies Record<EmailSetting, string>);

/** The e-mail kinds, in the reader's language. */
export const EMAIL_SETTING_LABELS: Record<EmailSetting, string> = liveLabels(emailSettingMessages);

/** Notices on one page of /notices (10 with the data saver on). */
export const NOTICE_LIST_SIZE = 50;

export async function fetchUnreadCount(): Promise<number> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('notices')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  check(result, 'Error fetching notices');
  return result.count ?? 0;
}

/** One page of the caller's notices, newest first (a page past the end shows the last one). */
export async function fetchNotices(page = 1, pageSize = NOTICE_LIST_SIZE): Promise<Paged<Notice>> {
  const supabase = await getSupabase();
  return fetchPage(
    page,
    (from, to) =>
      supabase
        .from('notices')
        .select('id, kind, title, body, link, created_at, read_at', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, to),
    'Error fetching notices',
    pageSize,
    (row) => row,
  );
}

export async function fetchEmailSettings(): Promise<EmailSettings> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('notice_email_settings')
    .select('answer_graded, account_status, contest_starting')
    .maybeSingle();
  const row = unwrap(result, 'Error fetching your e-mail settings');
  return row ?? { answer_graded: true, account_status: true, contest_starting: true };
}

export async function markNoticesRead(ids: number[] | null): Promise<void> {
  const supabase = await getSupabase();
  check(
    await supabase.rpc('mark_notices_read', ids ? { notice_ids: ids } : {}),
    'Error marking notices read',
  );
}

export async function setEmailSetting(setting: EmailSetting, enabled: boolean): Promise<void> {
  const supabase = await getSupabase();
  check(await supabase.rpc('set_notice_email', { setting, enabled }), 'Error saving the setting');
}

/** The mail's stop link: returns which kind was turned off. */
export async function stopNoticeEmail(token: string): Promise<EmailSetting> {
  const supabase = await getSupabase();
  const kind = unwrap(
    await supabase.rpc('stop_notice_email', { token }),
    'Error stopping the e-mails',
  );
  return oneOf(EMAIL_SETTINGS)(kind, 'stop_notice_email');
}

export const noticeKeys = {
  all: queryRoots.notices,
  unread: (userId: string) => [...queryRoots.notices, userId, 'unread'] as const,
  list: (userId: string, page = 1, pageSize = NOTICE_LIST_SIZE) =>
    [...queryRoots.notices, userId, 'list', page, pageSize] as const,
  settings: (userId: string) => [...queryRoots.notices, userId, 'settings'] as const,
};

export const noticeQueries = {
  unread: (userId: string) =>
    queryOptions({
      queryKey: noticeKeys.unread(userId),
      queryFn: fetchUnreadCount,
      refetchInterval: 60_000,
    }),
  list: (userId: string, page = 1, pageSize = NOTICE_LIST_SIZE) =>
    queryOptions({
      queryKey: noticeKeys.list(userId, page, pageSize),
      queryFn: () => fetchNotices(page, pageSize),
      placeholderData: keepPreviousData,
    }),
  settings: (userId: string) =>
    queryOptions({
      queryKey: noticeKeys.settings(userId),
      queryFn: fetchEmailSettings,
    }),
};

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useSetEmailSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ setting, enabled }: { setting: EmailSetting; enabled: boolean }) =>
      setEmailSetting(setting, enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
