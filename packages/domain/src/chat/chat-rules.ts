import { z } from 'zod/mini';
import { MSG } from '../validation/messages.ts';

/** Spec 03 section 9: chat constants. */
export const CHAT_LIMITS = {
  /** Token lifetimes: 10 minutes for the chatbot, 6 hours for a live chat. */
  chatbotTokenSeconds: 10 * 60,
  liveTokenSeconds: 6 * 60 * 60,
  /** The widget's websocket ping, with the channel id, and how long an idle socket is kept. */
  pingIntervalMs: 10_000,
  keepAliveMs: 12 * 60 * 60 * 1000,
  initialMessages: 20,
  typingPreviewMs: 2_000,
  nameMax: 128,
  emailMax: 128,
  feedbackTextMax: 140,
  /** 5 MB in 1024 units. */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** Bounds the spec leaves unsaid: one message's text, files per message, nonce refresh. */
  messageTextMax: 4_000,
  attachmentsPerMessage: 5,
  nonceRefreshMs: 60_000,
  nonceLifetimeSeconds: 5 * 60,
  openStatusPollMs: 60_000,
} as const;

/** Texts of spec 03 sections 2, 5 and 8, copied exactly. */
export const CHAT_MESSAGES = {
  launcher: 'Chat with us',
  required: MSG.required,
  nameTooLong: 'Cannot be more than 128 characters',
  emailInvalid: MSG.emailInvalid,
  emailTooLong: 'Cannot be more than 128 characters',
  oversizeSkipped: 'Some files were not added because they exceed the 5MB size limit.',
  feedbackTitle: 'Tell us more',
  feedbackReasonRequired: 'Please select a reason',
  feedbackTextTooLong: 'Please restrict your response to 140 characters.',
  startNewChat: 'Start new chat',
  errorTitle: 'Error',
  errorDefault: 'Something went wrong. Please try again.',
  // Spec 03 section 8 "Chat alerts" with their variants.
  alertConnectionLost: 'Connection lost. Attempting to reconnect.',
  alertGeneral: 'Something went wrong. Please try again later.',
  alertInvalidToken: 'Token state is invalid.',
  alertResend: 'Something went wrong. Please try resending the message.',
  /** Bounds the spec leaves unsaid, worded like its other texts. */
  messageTooLong: 'Cannot be more than 4000 characters',
  unsupportedFileType: 'Some files were not added because their type is not supported.',
  chatEnded: 'This chat has ended.',
} as const;

export const CHAT_ALERTS = {
  connectionLost: { variant: 'warning', text: CHAT_MESSAGES.alertConnectionLost },
  general: { variant: 'error', text: CHAT_MESSAGES.alertGeneral },
  invalidToken: { variant: 'warning', text: CHAT_MESSAGES.alertInvalidToken },
  resend: { variant: 'error', text: CHAT_MESSAGES.alertResend },
} as const;
export type TChatAlertKind = keyof typeof CHAT_ALERTS;

/** Spec 03 section 2: chat test modes, chosen by the `mode` query outside production. */
export const CHAT_TEST_MODES = ['twilio', 'nice', 'stream', 'chatbot'] as const;
export type TChatTestMode = (typeof CHAT_TEST_MODES)[number];
export const CHAT_MODES = ['AGENT', 'CHATBOT'] as const;
export type TChatMode = (typeof CHAT_MODES)[number];

/** Spec 03 section 5: the pre-chat form. */
export const ZPreChatForm = z.object({
  name: z.string({ error: CHAT_MESSAGES.required }).check(z.trim(), z.minLength(1, CHAT_MESSAGES.required), z.maxLength(CHAT_LIMITS.nameMax, CHAT_MESSAGES.nameTooLong)),
  email: z.pipe(z.string({ error: CHAT_MESSAGES.required }).check(z.trim(), z.minLength(1, { error: CHAT_MESSAGES.required, abort: true }), z.maxLength(CHAT_LIMITS.emailMax, { error: CHAT_MESSAGES.emailTooLong, abort: true })), z.email(CHAT_MESSAGES.emailInvalid)),
});
export type TPreChatForm = z.infer<typeof ZPreChatForm>;

/** Spec 03 section 5: attachments by extension (the widget) and by recognised content (the server). */
export const CHAT_ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;
export const CHAT_ATTACHMENT_CONTENT_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'audio/amr': 'amr',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};
export const CHAT_ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * Which picked files join a message: the supported types at most 5 MB each; the others are skipped with the
 * spec's message (oversize) or ours (type).
 */
export const selectChatAttachments = <T extends { name: string; size: number }>(
  files: readonly T[],
): { accepted: T[]; messages: string[] } => {
  const accepted: T[] = [];
  let oversize = false;
  let badType = false;
  for (const file of files) {
    if (!(CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) badType = true;
    else if (file.size > CHAT_LIMITS.attachmentMaxBytes) oversize = true;
    else accepted.push(file);
  }
  const messages: string[] = [];
  if (oversize) messages.push(CHAT_MESSAGES.oversizeSkipped);
  if (badType) messages.push(CHAT_MESSAGES.unsupportedFileType);
  return { accepted, messages };
};

/** Spec 03 section 5: a message needs text or an attachment. */
export const ZChatMessageInput = z
  .object({
    text: z._default(z.string().check(z.maxLength(CHAT_LIMITS.messageTextMax, CHAT_MESSAGES.messageTooLong)), ''),
    attachmentIds: z._default(z.array(z.uuid()).check(z.maxLength(CHAT_LIMITS.attachmentsPerMessage)), []),
  })
  .check(
    z.refine((value) => value.text.trim().length > 0 || value.attachmentIds.length > 0, {
      message: CHAT_MESSAGES.required,
      path: ['text'],
    }),
  );

/** Spec 03 section 5: the chatbot's thumbs-down reasons. */
export const CHATBOT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;
export const ZChatbotFeedbackForm = z
  .object({
    reason: z.enum(CHATBOT_FEEDBACK_REASONS, { error: CHAT_MESSAGES.feedbackReasonRequired }),
    text: z._default(z.string().check(z.maxLength(CHAT_LIMITS.feedbackTextMax, CHAT_MESSAGES.feedbackTextTooLong)), ''),
  });
export type TChatbotFeedbackForm = z.infer<typeof ZChatbotFeedbackForm>;
export type TChatbotFeedbackReason = (typeof CHATBOT_FEEDBACK_REASONS)[number];

/**
 * The reason and free text of a thumbs-down sent without a reason: spec 03 section 7's body has only
 * feedbackMessage. A message that is one of the reasons (any case) is that reason; any other text is the free
 * text of "Other" (decision 077).
 */
export const chatbotFeedbackOf = (options: {
  reason?: TChatbotFeedbackReason | null | undefined;
  feedbackMessage: string;
}): { reason: TChatbotFeedbackReason; text: string } => {
  const text = options.feedbackMessage.trim();
  if (options.reason) return { reason: options.reason, text };
  const named = CHATBOT_FEEDBACK_REASONS.find((reason) => reason.toLowerCase() === text.toLowerCase());
  return named ? { reason: named, text: '' } : { reason: 'Other', text };
};

/**
 * Spec 03 section 4: links are clickable only for the allow-list of the provider's and partner brands'
 * domains plus a few public sites. Brand hosts come from the brand registry (their URLs); these are the rest.
 */
export const CHAT_PUBLIC_LINK_HOSTS = [
  'consumerfinance.gov',
  'hud.gov',
  'nmlsconsumeraccess.org',
  'fdic.gov',
  'irs.gov',
  'usps.com',
] as const;

/** True when the url is http(s) and its host is an allowed host or one of its subdomains. */
export const isAllowedChatLink = (url: string, allowedHosts: readonly string[]): boolean => {
  // Scheme, optional user info, host, optional port, then the path, query or fragment (or the end).
  const match = /^https?:\/\/(?:[^@/?#\s]*@)?([a-z0-9.-]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i.exec(url.trim());
  if (!match) return false;
  const host = match[1]!.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
};

/** Spec 03 section 4 "Chat": the conversation ends when it is not active or the channel is frozen. */
export const isChatEnded = (state: { status: string; frozen?: boolean }) => state.status !== 'ACTIVE' || !!state.frozen;

/**
 * The welcome text quotes the live hours, Monday-Friday then Saturday-Sunday, from the OPS_CHAT week (spec 03
 * section 4); its other wording is ours (the spec does not show it).
 */
export const chatWelcomeText = (options: { companyName: string; hoursLines: readonly string[] }): string => {
  const hours = options.hoursLines.length > 0 ? ` Our team is live ${options.hoursLines.join('; ')}.` : '';
  return `Welcome to ${options.companyName} chat.${hours}`;
};
