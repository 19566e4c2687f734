import {
  CHAT_AUTHENTICATE_PATH,
  CHAT_CHANNEL_BASE,
  CHAT_INFO_PATH,
  CHAT_INIT_STREAM_PATH,
  CHAT_INIT_TWILIO_PATH,
  CHAT_NONCE_REFRESH_PATH,
  CHAT_ONBOARDING_PATH,
  CHAT_REFRESH_TOKEN_PATH,
  CHAT_SOCKET_PATH,
  CHAT_TOKEN_HEADER,
  CHATBOT_BASE,
  findSupportOpenStatusCall,
  listSupportHoursWeekCall,
  type TChatSession,
  urlOf,
  ZChatAttachment,
  ZChatbotHistory,
  ZChatChannelState,
  ZChatMessage,
  ZChatMessagePage,
  ZChatSession,
  ZChatWithAutobotResponse,
  ZNonceResponse,
  ZOnboardedAgentList,
  ZOpenStatus,
  ZRefreshTokenResponse,
  ZWebChatInfoResponse,
  ZWeekEntryList,
} from '@lintel/contract';
import { ApiError } from '@/lib/api-error.ts';
import { api } from '@/lib/api-client.ts';
import { joinErrorMessages } from '@/lib/error-message.ts';
import { getOrgCode } from '@/lib/org.ts';

const external = (token?: string) => {
  const headers: Record<string, string> = {};
  if (token) headers[CHAT_TOKEN_HEADER] = token;
  return { context: 'external' as const, redirectOnUnauthenticated: false, headers };
};

export const getChatOpenStatus = async () =>
  ZOpenStatus.parse(await api.get(urlOf(findSupportOpenStatusCall, { department: 'OPS_CHAT' }), external()));

export const getChatWeek = async () =>
  ZWeekEntryList.parse(await api.get(urlOf(listSupportHoursWeekCall, { department: 'OPS_CHAT' }), { ...external(), query: { display: true } }));

/** The test-only agent list: it answers only outside production, which is how the widget knows where it runs. */
export const getOnboardedAgents = async () => {
  try {
    return ZOnboardedAgentList.parse(await api.post(CHAT_ONBOARDING_PATH, undefined, external()));
  } catch {
    return undefined;
  }
};

export type TInitChat = {
  name: string;
  email: string;
  chatMode: 'AGENT' | 'CHATBOT';
  stream: boolean;
  nonce?: string | undefined;
  targetChatId?: string | undefined;
  welcomeMessage?: string | undefined;
  /** Only with a nonce: the server links the chat to the applicant (and application) the nonce proves. */
  identityUuid?: string | undefined;
  applicationUuid?: string | undefined;
};

export const initChat = async (input: TInitChat): Promise<TChatSession> =>
  ZChatSession.parse(
    await api.post(
      input.stream ? CHAT_INIT_STREAM_PATH : CHAT_INIT_TWILIO_PATH,
      {
        name: input.name,
        email: input.email,
        orgCode: getOrgCode(),
        chatMode: input.chatMode,
        pageUrl: window.location.pathname,
        welcomeMessage: input.welcomeMessage,
        identityUuid: input.identityUuid,
        applicationUuid: input.applicationUuid,
        nonce: input.nonce,
        ...(input.targetChatId ? { skill: 'TARGET_AGENT', tag: input.targetChatId } : {}),
      },
      external(),
    ),
  );

export const refreshChatToken = async (token: string) =>
  ZRefreshTokenResponse.parse(await api.post(CHAT_REFRESH_TOKEN_PATH, { token }, external()));

export const getWebChatInfo = async (token: string, channelId: string) =>
  ZWebChatInfoResponse.parse(await api.post(CHAT_INFO_PATH, { omniProxyChannelId: channelId }, external(token)));

/** A nonce for the signed-in applicant; undefined when nobody is signed in. */
export const authenticateChat = async () => {
  try {
    return ZNonceResponse.parse(await api.post(CHAT_AUTHENTICATE_PATH, undefined, { redirectOnUnauthenticated: false })).nonce;
  } catch {
    return undefined;
  }
};

/** The next nonce for a live one (spec 03 section 7, every 60 s); undefined when it is no longer the caller's. */
export const refreshChatNonce = async (nonce: string) => {
  try {
    return ZNonceResponse.parse(await api.put(CHAT_NONCE_REFRESH_PATH, undefined, { query: { nonce }, redirectOnUnauthenticated: false })).nonce;
  } catch {
    return undefined;
  }
};

const channel = (channelId: string) => `${CHAT_CHANNEL_BASE}/${encodeURIComponent(channelId)}`;

export const getChannelState = async (token: string, channelId: string) =>
  ZChatChannelState.parse(await api.get(channel(channelId), external(token)));

export const listChatMessages = async (token: string, channelId: string, before?: number) =>
  ZChatMessagePage.parse(await api.get(`${channel(channelId)}/messages`, { ...external(token), query: { before } }));

export const sendChatMessage = async (token: string, channelId: string, text: string, attachmentIds: string[]) =>
  ZChatMessage.parse(await api.post(`${channel(channelId)}/messages`, { text, attachmentIds }, external(token)));

export const sendTyping = async (token: string, channelId: string, preview: string) =>
  api.post(`${channel(channelId)}/typing`, { preview }, external(token));

export const endChat = async (token: string, channelId: string) =>
  ZChatChannelState.parse(await api.post(`${channel(channelId)}/end`, undefined, external(token)));

export const attachmentUrl = (channelId: string, attachmentId: string) => `${channel(channelId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** Downloads an attachment with the chat token (a plain link cannot send the header). */
export const downloadAttachment = async (token: string, channelId: string, attachmentId: string): Promise<Blob> => {
  const response = await fetch(attachmentUrl(channelId, attachmentId), { headers: { 'x-org': getOrgCode(), [CHAT_TOKEN_HEADER]: token } });
  if (!response.ok) throw new ApiError({ status: response.status, message: `HTTP error! status: ${response.status}`, body: undefined });
  return response.blob();
};

export const uploadAttachment = async (token: string, channelId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${channel(channelId)}/attachments`, {
    method: 'POST',
    headers: { 'x-org': getOrgCode(), [CHAT_TOKEN_HEADER]: token },
    body: form,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const errors = (body as { errors?: string[] } | undefined)?.errors;
    throw new ApiError({ status: response.status, message: joinErrorMessages(errors), body });
  }
  return ZChatAttachment.parse(body);
};

export const chatSocketUrl = (token: string) => {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${CHAT_SOCKET_PATH}?org=${encodeURIComponent(getOrgCode())}&token=${encodeURIComponent(token)}`;
};

// Chatbot.
export const getChatbotHistory = async (token: string, conversationId: string) =>
  ZChatbotHistory.parse(await api.get(`${CHATBOT_BASE}/getChatHistory/${encodeURIComponent(conversationId)}`, external(token)));

/** Spec 03 section 7's body; senderId and nonce only for a signed-in applicant. */
export const askChatbot = async (
  token: string,
  conversationId: string,
  message: string,
  sender: { applicationId?: string | undefined; senderId?: string | undefined; nonce?: string | undefined } = {},
) =>
  ZChatWithAutobotResponse.parse(
    await api.post(
      `${CHATBOT_BASE}/chatWithAutobot`,
      {
        conversationId,
        message,
        senderType: 'APPLICANT',
        organization: getOrgCode(),
        pageUrl: window.location.pathname,
        applicationId: sender.applicationId,
        senderId: sender.senderId,
        nonce: sender.nonce,
      },
      external(token),
    ),
  );

export const sendChatbotFeedback = async (
  token: string,
  body: {
    questionId: string;
    conversationId: string;
    reason: string;
    feedbackMessage: string;
    responseToCustomer: string;
    senderEmail: string;
    nonce?: string | undefined;
  },
) => api.post(`${CHATBOT_BASE}/setChatReplyUsedWithFeedback`, { ...body, rating: 0, senderType: 'APPLICANT' }, external(token));
