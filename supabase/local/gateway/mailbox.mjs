// @ts-check
// The local stand-in for an SMTP server: mails are kept in memory and their links printed.

/** @typedef {{ to: string, subject: string, text: string, link: string | null, sent_at: string }} Mail */

/** @param {(line: string) => void} log */
export function createMailbox(log) {
  /** @type {Mail[]} */
  const mails = [];
  return {
    /** @param {Omit<Mail, 'sent_at'>} mail */
    send(mail) {
      mails.push({ ...mail, sent_at: new Date().toISOString() });
      log(`Mail to ${mail.to}: ${mail.subject}${mail.link ? ` ${mail.link}` : ''}`);
    },
    /** Newest first; only the given address when one is given. @param {string | null} email */
    list(email) {
      const wanted = email?.toLowerCase();
      return mails.filter((m) => !wanted || m.to.toLowerCase() === wanted).reverse();
    },
  };
}
