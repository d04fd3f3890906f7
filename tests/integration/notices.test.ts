// Issue 20 point 5: notices are written by the event's own transaction, their mail goes through
// the outbox into the local mailbox once, each kind of e-mail can be turned off (also with the
// mail's one-click link), no mail carries the feedback, and nobody reads or marks another
// user's notices or touches the outbox.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonKey, createAccount, stackUrl, type SignedUpUser } from './support/clients';
import { createProblem, rowOf, service, userWith } from './support/factories';
import { mailboxOf, type Mail } from './support/mailbox';
import { forgedJwt } from './attacks-fixtures';

let student: SignedUpUser;
let other: SignedUpUser;
let grader: SignedUpUser;
let pendingInstructor: SignedUpUser;
let proof: string;

function clientWithToken(token: string): SupabaseClient {
  return createClient(stackUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
    realtime: { transport: ws as never },
  });
}

async function mailsAfter(email: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailboxOf(email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function gradedAnswer(marks: number, feedback: string) {
  const { data, error } = await student.client.rpc('submit_answer', {
    problem_id: proof,
    content: `A proof worth ${marks}`,
  });
  if (error) throw error;
  const answer = data as { id: string; grade_version: number };
  const graded = await grader.client.rpc('grade_answer', {
    answer_id: answer.id,
    marks,
    feedback,
    expected_version: answer.grade_version,
  });
  if (graded.error) throw graded.error;
  return answer.id;
}

async function noticesOf(userId: string) {
  const { data } = await service
    .from('notices')
    .select('id, kind, title, body, link, read_at')
    .eq('user_id', userId)
    .order('id');
  return data ?? [];
}

beforeAll(async () => {
  [student, other, grader, pendingInstructor] = await Promise.all([
    userWith('contestant'),
    userWith('contestant'),
    userWith('instructor'),
    userWith('instructor', 'pending'),
  ]);
  proof = await createProblem(grader, { title: 'Notice proof', marks: 7 });
});

describe('an answer graded', () => {
  it('writes a notice and one mail with the marks and a link, never the feedback', async () => {
    await gradedAnswer(5, 'SECRET: the key step is AM-GM');
    const notices = await noticesOf(student.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'answer_graded',
      title: 'Your answer was graded',
      body: 'Your answer to "Notice proof" got 5/7.',
      link: `/problems/${proof}`,
      read_at: null,
    });
    const [mail, ...more] = await mailsAfter(student.email, 1);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your answer was graded');
    expect(mail?.text).toContain('got 5/7');
    expect(mail?.text).not.toContain('SECRET');
    expect(mail?.link).toMatch(new RegExp(`/problems/${proof}$`));
    expect(mail?.text).toMatch(
      /Stop these e-mails with one click: \S+\/notices\/stop\?token=[0-9a-f-]{36}/,
    );
    // Sent once: later runs of the sender find nothing waiting.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await mailboxOf(student.email)).toHaveLength(1);
  });

  it('the mail’s stop link turns that kind off for anyone holding it, and nothing else', async () => {
    const [mail] = await mailboxOf(student.email);
    const token = /token=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
    expect(
      (await anonClient().rpc('stop_notice_email', { token: crypto.randomUUID() })).error?.code,
    ).toBe('PT404');
    const stopped = await anonClient().rpc('stop_notice_email', { token });
    expect(stopped).toMatchObject({ error: null, data: 'answer_graded' });
    expect(await rowOf('notice_email_settings', student.userId, 'user_id')).toMatchObject({
      answer_graded: false,
      account_status: true,
      contest_starting: true,
    });
    await gradedAnswer(3, 'again');
    expect(await noticesOf(student.userId)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await mailboxOf(student.email)).toHaveLength(1);
    // Turned on again from the Notices page.
    const on = await student.client.rpc('set_notice_email', {
      setting: 'answer_graded',
      enabled: true,
    });
    expect(on.error).toBeNull();
    await gradedAnswer(4, 'once more');
    expect(await mailsAfter(student.email, 2)).toHaveLength(2);
  });
});

describe('accounts and contests', () => {
  it('an approval writes a notice and a mail', async () => {
    const waiting = await userWith('instructor', 'pending');
    const approved = await service
      .from('profiles')
      .update({ status: 'approved' })
      .eq('id', waiting.userId);
    expect(approved.error).toBeNull();
    expect(await noticesOf(waiting.userId)).toMatchObject([{ kind: 'account_approved' }]);
    const [mail] = await mailsAfter(waiting.email, 1);
    expect(mail?.subject).toBe('Your account was approved');
  });

  it('a registered contest starting within the hour: one notice per student, however often the job runs', async () => {
    const soon = new Date(Date.now() + 30 * 60_000).toISOString();
    const later = new Date(Date.now() + 3 * 3600_000).toISOString();
    const { data: contests } = await service
      .from('contests')
      .insert([
        { title: 'Soon cup', start_time: soon, end_time: later },
        {
          title: 'Later cup',
          start_time: later,
          end_time: new Date(Date.now() + 5 * 3600_000).toISOString(),
        },
      ])
      .select('id, title');
    const [soonCup, laterCup] = contests as { id: string }[];
    await service.from('contest_registrations').insert([
      { contest_id: soonCup!.id, user_id: other.userId },
      { contest_id: laterCup!.id, user_id: other.userId },
    ]);
    expect((await service.rpc('enqueue_contest_reminders')).data).toBe(0);
    const notices = (await noticesOf(other.userId)).filter((n) => n.kind === 'contest_starting');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ link: `/contests/${soonCup!.id}` });
    const mails = await mailsAfter(other.email, 1);
    expect(mails.map((m) => m.subject)).toEqual(['A contest starts within the hour']);
  });
});

describe('who reads, marks and sends notices', () => {
  it('only their user reads and marks notices; marking another’s changes nothing', async () => {
    const [first] = await noticesOf(student.userId);
    const { userId, email } = await createAccount({ choosePassword: false });
    await service.from('profiles').update({ status: 'approved' }).eq('id', userId);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: student.userId,
      email: student.email,
      aud: 'authenticated',
      exp: now + 600,
    };
    const readers: [string, SupabaseClient][] = [
      ['another student', other.client],
      ['a visitor', anonClient()],
      ['a pending instructor', pendingInstructor.client],
      ['a grader', grader.client],
      [
        'a link session of the student',
        clientWithToken(await forgedJwt({ ...claims, role: 'anon' })),
      ],
      [
        'an account before its own password',
        clientWithToken(
          await forgedJwt({
            sub: userId,
            email,
            aud: 'authenticated',
            exp: now + 600,
            role: 'authenticated',
          }),
        ),
      ],
    ];
    for (const [who, client] of readers) {
      const { data } = await client.from('notices').select('id').eq('user_id', student.userId);
      expect(data ?? [], who).toEqual([]);
      await client.rpc('mark_notices_read', { notice_ids: [first!.id] });
      await client.rpc('mark_notices_read', {});
      const update = await client
        .from('notices')
        .update({ read_at: new Date().toISOString() })
        .eq('id', first!.id);
      expect(update.error, who).not.toBeNull();
      const settings = await client.rpc('set_notice_email', {
        setting: 'answer_graded',
        enabled: false,
      });
      // Signed-in accounts change only their own settings; the others change nothing at all.
      if (who.startsWith('a visitor') || who.startsWith('a link') || who.startsWith('an account'))
        expect(settings.error, who).not.toBeNull();
    }
    expect((await noticesOf(student.userId)).every((n) => n.read_at === null)).toBe(true);
    expect(await rowOf('notice_email_settings', student.userId, 'user_id')).toMatchObject({
      answer_graded: true,
    });

    const own = await student.client.from('notices').select('id, kind').order('id');
    expect(own.data?.length).toBe(3);
    const marked = await student.client.rpc('mark_notices_read', { notice_ids: [first!.id] });
    expect(marked.data).toBe(1);
    expect((await noticesOf(student.userId)).filter((n) => n.read_at !== null)).toHaveLength(1);
  });

  it('no API role but the service role runs the sender’s functions or the reminder job', async () => {
    for (const [who, client] of [
      ['a visitor', anonClient()],
      ['a student', student.client],
      ['a grader', grader.client],
    ] as [string, SupabaseClient][]) {
      expect((await client.rpc('claim_notice_mail', { batch: 50 })).error, who).not.toBeNull();
      expect(
        (await client.rpc('finish_notice_mail', { sent: [1, 2, 3] })).error,
        who,
      ).not.toBeNull();
      expect((await client.rpc('enqueue_contest_reminders')).error, who).not.toBeNull();
      expect(
        (
          await client
            .schema('private' as 'public')
            .from('notice_outbox')
            .select('id')
        ).data ?? [],
        who,
      ).toEqual([]);
    }
  });
});
