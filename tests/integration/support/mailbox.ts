// The local stack's mailbox, read as tests must: from the local machine, with the service key.
import { serviceKey, stackUrl } from './clients';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sent_at: string;
}

/** Mail sent to one address, newest first. */
export async function mailboxOf(email: string): Promise<Mail[]> {
  const response = await fetch(`${stackUrl}/_local/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
  });
  if (response.status !== 200)
    throw new Error(`mailbox: ${response.status} ${await response.text()}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to an address with its link and one-time code. */
export async function latestMail(email: string): Promise<Mail & { link: string; code: string }> {
  const [mail] = await mailboxOf(email);
  const code = /enter the code: (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!mail?.link || !code) throw new Error(`no mail with a link for ${email}`);
  return { ...mail, link: mail.link, code };
}
