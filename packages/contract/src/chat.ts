import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_MODES, CHATBOT_FEEDBACK_REASONS, ZChatMessageInput, ZPreChatForm } from '@lintel/domain';

// Spec 03 section 7 "Chat (live)": paths copied exactly.
export const CHAT_INIT_TWILIO_PATH = '/service-csp/external/api/v1/twilio/initWebChat';
export const CHAT_INIT_STREAM_PATH = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
export const CHAT_REFRESH_TOKEN_PATH = '/service-csp/external/api/v1/twilio/refreshToken';
export const CHAT_INFO_PATH = '/service-csp/external/api/v1/twilio/web-chat-info';
export const CHAT_AUTHENTICATE_PATH = '/service-csp/customer/secure/api/v1/webchat/authenticate';
export const CHAT_NONCE_REFRESH_PATH = '/service-csp/customer/secure/api/v1/webchat/refresh';
export const CHAT_ONBOARDING_PATH = '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all';
// The provider's own calls (spec 03: "their internals are not described"): ours, under the omni-proxy prefix.
export const CHAT_SOCKET_PATH = '/service-omni-proxy/insecure/api/v1/ws';
export const CHAT_CHANNEL_BASE = '/service-omni-proxy/insecure/api/v1/channels';
/**
 * The header carrying the chat token on the provider calls (the applicant needs no account to chat). Calls whose
 * spec body (or query) has a `nonce` may carry the proof there instead (decision 077).
 */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
// Spec 03 section 7 "Chatbot".
export const CHATBOT_BASE = '/service-chat-chatbot/external/api/v1/message';
// Agent side (spec 04 section 6: agents answer live chats).
export const AGENT_CHAT_BASE = '/service-ops/agent/api/v1/chats';

const ZShortText = (max: number) => z.string().trim().max(max);

/**
 * The chat's proof when the x-chat-token header is absent (decision 077): the chat's token, the nonce it was
 * started with, or a live webchat/authenticate nonce of the applicant it belongs to.
 */
const ZChatNonce = z.string().trim().max(200).nullish();

/** AGENT or CHATBOT in any case ("chatbot", as spec 03 writes the modes), read in upper case; AGENT when absent. */
const CHAT_MODE_ERROR = { error: 'chatMode must be AGENT or CHATBOT' };
export const ZChatModeInput = z
  .string(CHAT_MODE_ERROR)
  .trim()
  .toUpperCase()
  .pipe(z.enum(CHAT_MODES, CHAT_MODE_ERROR))
  .nullish()
  .transform((mode) => mode ?? 'AGENT')
  .describe('AGENT (default) or CHATBOT, in any case.');

/** Body of both init-web-chat calls (spec 03 section 7); name and email are the pre-chat form's rules. */
export const ZInitWebChatRequest = z.object({
  name: ZPreChatForm.shape.name,
  email: ZPreChatForm.shape.email,
  identityUuid: z.uuid().nullish(),
  orgCode: ZShortText(64).nullish(),
  tag: ZShortText(64).nullish(),
  skill: ZShortText(64).nullish(),
  welcomeMessage: ZShortText(1000).nullish(),
  pageUrl: ZShortText(2048).nullish(),
  chatMode: ZChatModeInput,
  applicationUuid: z.uuid().nullish(),
  nonce: ZChatNonce,
  initialMessage: ZShortText(CHAT_LIMITS.messageTextMax).nullish(),
});
export type TInitWebChatRequest = z.infer<typeof ZInitWebChatRequest>;

/** Chat session (spec 03 section 3) as both init calls answer it. */
export const ZChatSession = z.object({
  friendlyName: z.string(),
  emailAddress: z.string(),
  token: z.string(),
  conversationSid: z.uuid(),
  expiration: z.string(),
  omniProxyChannelId: z.uuid(),
  stream: z.object({ providerChannelId: z.uuid(), providerUserId: z.uuid(), providerUserToken: z.string() }).nullable(),
  initialMessage: z.string().nullable(),
  customerId: z.uuid().nullable(),
  threadId: z.uuid(),
  chatMode: z.enum(['AGENT', 'CHATBOT']),
  targetWorkerSid: z.uuid().nullable(),
  skill: z.string().nullable(),
});
export type TChatSession = z.infer<typeof ZChatSession>;

export const ZRefreshTokenRequest = z.object({ token: z.string().min(1).max(200) });
export const ZRefreshTokenResponse = z.object({ token: z.string(), expiration: z.string() });
export const ZWebChatInfoRequest = z.object({ omniProxyChannelId: z.uuid() });
export const ZWebChatInfoResponse = z.object({
  contactId: z.uuid(),
  status: z.enum(['WAITING', 'ACTIVE', 'ENDED']),
  surveyUrl: z.string().nullable(),
});
export const ZNonceResponse = z.object({ nonce: z.string(), expiration: z.string() });
export const ZNonceQuery = z.object({ nonce: z.string().min(1).max(128) });

export const ZOnboardedAgent = z.object({ identityUuid: z.uuid(), name: z.string(), chatId: z.uuid() });
export const ZOnboardedAgentList = z.array(ZOnboardedAgent);

export const ZChatAttachment = z.object({
  uuid: z.uuid(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type TChatAttachment = z.infer<typeof ZChatAttachment>;

export const ZChatMessage = z.object({
  uuid: z.uuid(),
  sequence: z.number().int(),
  senderKind: z.enum(['APPLICANT', 'AGENT', 'SYSTEM', 'CHATBOT']),
  senderName: z.string(),
  text: z.string(),
  attachments: z.array(ZChatAttachment),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZSendChatMessageRequest = ZChatMessageInput;
export const ZChatMessagesQuery = z.object({
  before: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_LIMITS.initialMessages),
});
export const ZChatMessagePage = z.object({ messages: z.array(ZChatMessage), hasOlder: z.boolean() });
export type TChatMessagePage = z.infer<typeof ZChatMessagePage>;

export const ZChatChannelState = z.object({
  channelId: z.uuid(),
  status: z.enum(['WAITING', 'ACTIVE', 'ENDED']),
  frozen: z.boolean(),
  agentName: z.string().nullable(),
  chatMode: z.enum(['AGENT', 'CHATBOT']),
});
export type TChatChannelState = z.infer<typeof ZChatChannelState>;

export const ZTypingRequest = z.object({ preview: z.string().max(CHAT_LIMITS.messageTextMax).default('') });

/** What the websocket pushes to its client. */
export type TChatSocketEvent =
  | { type: 'message'; channelId: string; message: TChatMessage }
  | { type: 'typing'; channelId: string; senderKind: 'APPLICANT' | 'AGENT'; preview: string }
  | { type: 'state'; channelId: string; state: TChatChannelState }
  | { type: 'pong'; channelId: string }
  | { type: 'error'; message: string };

// Chatbot (spec 03 section 7).
export const ZChatbotHistoryItem = z.object({
  questionId: z.uuid(),
  questionStr: z.string(),
  responseStr: z.string(),
  createdDt: z.string(),
  conversationId: z.uuid(),
});
export const ZChatbotHistory = z.array(ZChatbotHistoryItem);
export type TChatbotHistoryItem = z.infer<typeof ZChatbotHistoryItem>;

/** The chatbot history's query: the proof in `nonce` when the x-chat-token header is absent. */
export const ZChatbotHistoryQuery = z.object({ nonce: ZChatNonce });

/** Without a conversationId the call starts a chatbot conversation in the x-org brand (decision 077). */
export const ZChatWithAutobotRequest = z.object({
  applicationId: z.uuid().nullish(),
  conversationId: z.uuid().nullish(),
  message: z.string(CHAT_MESSAGES.required).trim().min(1, CHAT_MESSAGES.required).max(CHAT_LIMITS.messageTextMax, CHAT_MESSAGES.messageTooLong),
  nonce: ZChatNonce,
  organization: ZShortText(64).nullish(),
  pageUrl: ZShortText(2048).nullish(),
  senderId: ZShortText(128).nullish(),
  senderType: z.literal('APPLICANT'),
  tag: ZShortText(64).nullish(),
});
export const ZChatWithAutobotResponse = z.object({
  conversationId: z.uuid(),
  questionId: z.uuid(),
  responseStr: z.string(),
  /** Which FAQ entry answered (or "fallback"), and whether an agent is offered. */
  matchedId: z.string(),
  offerAgent: z.boolean(),
  /**
   * Only when this call started the conversation: its chat token (10 minutes; refreshToken renews it), to send in
   * x-chat-token or as `nonce`.
   */
  token: z.string().optional(),
  expiration: z.string().optional(),
});
export type TChatWithAutobotResponse = z.infer<typeof ZChatWithAutobotResponse>;

/**
 * Spec 03 section 7's body has no reason: without one it is read from feedbackMessage (one of the reasons, else
 * "Other" with the message as its text; chatbotFeedbackOf). The widget's form still requires a reason.
 */
export const ZChatbotFeedbackRequest = z.object({
  questionId: z.uuid(),
  conversationId: z.uuid(),
  responseToCustomer: z.string().max(CHAT_LIMITS.messageTextMax).nullish(),
  feedbackMessage: z
    .string()
    .max(CHAT_LIMITS.feedbackTextMax, CHAT_MESSAGES.feedbackTextTooLong)
    .nullish()
    .transform((text) => text ?? ''),
  reason: z.enum(CHATBOT_FEEDBACK_REASONS, { error: CHAT_MESSAGES.feedbackReasonRequired }).nullish(),
  rating: z.literal(0),
  senderEmail: z
    .string()
    .trim()
    .max(CHAT_LIMITS.emailMax)
    .pipe(z.union([z.literal(''), z.email()]))
    .nullish(),
  senderType: z.literal('APPLICANT'),
  nonce: ZChatNonce,
});

// Agent calls.
export const ZAgentChatListQuery = z.object({
  status: z.enum(['WAITING', 'ACTIVE', 'ENDED']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const ZAgentChatSummary = z.object({
  uuid: z.uuid(),
  organizationCode: z.string(),
  status: z.enum(['WAITING', 'ACTIVE', 'ENDED']),
  chatMode: z.enum(['AGENT', 'CHATBOT']),
  customerName: z.string(),
  customerEmail: z.string(),
  applicationUuid: z.uuid().nullable(),
  agentIdentityUuid: z.uuid().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type TAgentChatSummary = z.infer<typeof ZAgentChatSummary>;
export const ZAgentChatList = z.array(ZAgentChatSummary);
export const ZAgentChatTransferRequest = z.object({ agentIdentityUuid: z.uuid() });
