/** What a module asks the outbox to send; the outbox adds the brand, renders and keeps it (decision 019). */

/** An email's words, as plain text: the outbox escapes them into the brand's HTML layout. */
export type TEmailContent = {
  subject: string;
  /** The inbox preview line after the subject. */
  preview?: string;
  heading: string;
  paragraphs: readonly string[];
  /** The one thing to do: a button in HTML, "label: url" in plain text. */
  action?: { label: string; url: string };
  /** After the action: e.g. what to do if the person did not ask for this. */
  closing?: readonly string[];
};

export type TMessage =
  | {
      channel: 'EMAIL';
      /** What it is about ("password-reset"): logs name it, never the recipient. */
      kind: string;
      orgCode: string;
      to: string;
      content: TEmailContent;
    }
  | {
      channel: 'SMS';
      kind: string;
      orgCode: string;
      /** A US mobile number (ten digits, any formatting). */
      to: string;
      text: string;
      /** A link to put at the end of the text. */
      url?: string;
    };

/**
 * A link into the web app for a message: the public URL, the path, the brand (?org=, which the web app
 * honours over the host) and an optional fragment. Secrets go in the fragment: a browser never sends it
 * to a server, so it reaches no access log and no Referer header.
 */
export const buildAppLink = (options: { publicUrl: string; path: string; orgCode: string; fragment?: Record<string, string> }): string => {
  const url = new URL(options.path.replace(/^\/+/, ''), `${options.publicUrl}/`);
  url.searchParams.set('org', options.orgCode);
  if (options.fragment) url.hash = new URLSearchParams(options.fragment).toString();
  return url.toString();
};
