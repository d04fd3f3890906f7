// Hosted sender of notice mail (decision 0049; README, "Notices on hosted Supabase"). Called every
// minute by pg_cron through pg_net with the service role key. Releases the results of "after the
// end" contests that have ended (decision 0063), runs the contest reminder job, leases
// waiting mails (public.claim_notice_mail), sends each through the Resend HTTP API and records
// what was sent or failed (public.finish_notice_mail). A mail leased by a run that dies is leased
// again after 5 minutes: nothing is lost; only a crash between sending and recording repeats one.
// Secrets: RESEND_API_KEY, MAIL_FROM (e.g. "Get Into Olympiad <no-reply@your-domain>"), SITE_URL.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};

interface OutboxMail {
  id: number;
  to_email: string;
  subject: string;
  body: string;
  link: string | null;
  stop_token: string;
}

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const key = setting('SUPABASE_SERVICE_ROLE_KEY');
  const response = await fetch(`${setting('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function send(mail: OutboxMail, site: string): Promise<void> {
  const link = mail.link ? `${site}${mail.link}` : null;
  const stop = `${site}/notices/stop?token=${mail.stop_token}`;
  const text = [
    mail.body,
    link ? `Open it: ${link}` : null,
    '',
    `Stop these e-mails with one click: ${stop}`,
    'You can turn each kind of e-mail on or off on your Notices page.',
  ]
    .filter((line) => line !== null)
    .join('\n');
  const response = await fetch('https://api.resend.com/emails', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${setting('RESEND_API_KEY')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      from: setting('MAIL_FROM'),
      to: [mail.to_email],
      subject: mail.subject,
      text,
      headers: { 'List-Unsubscribe': `<${stop}>` },
    }),
  });
  if (!response.ok) throw new Error(`Resend: ${response.status} ${await response.text()}`);
}

Deno.serve(async (request) => {
  const key = setting('SUPABASE_SERVICE_ROLE_KEY');
  if (request.headers.get('authorization') !== `Bearer ${key}`)
    return new Response('Forbidden', { status: 403 });
  const site = setting('SITE_URL').replace(/\/$/, '');
  await rpc('release_due_results', {});
  await rpc('enqueue_contest_reminders', {});
  const mails = await rpc<OutboxMail[]>('claim_notice_mail', { batch: 50 });
  const sent: number[] = [];
  const failed: number[] = [];
  let error: string | null = null;
  for (const mail of mails) {
    try {
      await send(mail, site);
      sent.push(mail.id);
    } catch (failure) {
      failed.push(mail.id);
      error = String(failure);
    }
  }
  if (mails.length > 0) await rpc('finish_notice_mail', { sent, failed, error });
  return Response.json({ sent: sent.length, failed: failed.length });
});
