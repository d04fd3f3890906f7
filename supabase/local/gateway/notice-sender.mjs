// @ts-check
// The local sender of notice mail (decision 0049): every few seconds it rebuilds the contest
// boards that are due (decision 0067), releases the results of
// "after the end" contests that have ended (decision 0063), runs the contest reminder job, leases waiting mails from the outbox (public.claim_notice_mail), puts them into
// the local mailbox and records them sent (public.finish_notice_mail). On hosted Supabase the
// same two functions are called by a scheduled Edge Function (supabase/functions/send-notices).
import { readAuthConfig } from '../config.mjs';

/**
 * The mail as it is sent: the notice, its link, and a one-click stop link.
 * @param {{ subject: string, body: string, link: string | null, stop_token: string }} row
 * @param {string} site
 */
export function composeNoticeMail(row, site) {
  const link = row.link ? `${site}${row.link}` : null;
  const stop = `${site}/notices/stop?token=${row.stop_token}`;
  return {
    subject: row.subject,
    link,
    stop,
    text: [
      row.body,
      link ? `Open it: ${link}` : null,
      '',
      `Stop these e-mails with one click: ${stop}`,
      'You can turn each kind of e-mail on or off on your Notices page.',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
}

/**
 * @param {{ pool: import('pg').Pool, mailbox: { send: (mail: { to: string, subject: string, text: string, link: string | null }) => void }, log: (line: string) => void, intervalMs?: number }} options
 * @returns {() => void} stops the sender
 */
export function startNoticeSender({ pool, mailbox, log, intervalMs = 2000 }) {
  const site = readAuthConfig().siteUrl.replace(/\/$/, '');
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Large contest boards are rebuilt here, outside any request (decision 0067); a failure
      // there must not hold back results and mail.
      await pool.query('select private.refresh_due_contest_boards()').catch((error) => {
        log(`contest boards: ${/** @type {Error} */ (error).message}`);
      });
      await pool.query('select public.release_due_results()');
      await pool.query('select public.enqueue_contest_reminders()');
      const { rows } = await pool.query('select * from public.claim_notice_mail(50)');
      if (rows.length === 0) return;
      for (const row of rows) {
        const mail = composeNoticeMail(row, site);
        mailbox.send({ to: row.to_email, subject: mail.subject, text: mail.text, link: mail.link });
      }
      await pool.query('select public.finish_notice_mail($1)', [rows.map((r) => r.id)]);
    } catch (error) {
      // The database may be starting or gone; waiting mails stay leased or waiting, never lost.
      log(`notices: ${/** @type {Error} */ (error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
