import { z } from 'zod';
import {
  AGENT_CHAT_BASE,
  CHAT_AUTHENTICATE_PATH,
  CHAT_CHANNEL_BASE,
  CHAT_INFO_PATH,
  CHAT_INIT_STREAM_PATH,
  CHAT_INIT_TWILIO_PATH,
  CHAT_NONCE_REFRESH_PATH,
  CHAT_ONBOARDING_PATH,
  CHAT_REFRESH_TOKEN_PATH,
  CHAT_SOCKET_PATH,
  CHATBOT_BASE,
  ZAgentChatList,
  ZAgentChatListQuery,
  ZAgentChatSummary,
  ZAgentChatTransferRequest,
  ZChatAttachment,
  ZChatbotFeedbackRequest,
  ZChatbotHistory,
  ZChatbotHistoryQuery,
  ZChatChannelState,
  ZChatMessage,
  ZChatMessagePage,
  ZChatMessagesQuery,
  ZChatSession,
  ZChatWithAutobotRequest,
  ZChatWithAutobotResponse,
  ZInitWebChatRequest,
  ZNonceQuery,
  ZNonceResponse,
  ZOnboardedAgentList,
  ZRefreshTokenRequest,
  ZRefreshTokenResponse,
  ZSendChatMessageRequest,
  ZTypingRequest,
  ZWebChatInfoRequest,
  ZWebChatInfoResponse,
} from './chat.ts';
import { defineCall } from './define-call.ts';

/** Path ids: anything that is not a uuid answers 404 like a chat that is not the caller's. */
const ZChannelParams = z.object({ channelId: z.string().max(64) });
const ZChannelAttachmentParams = z.object({ channelId: z.string().max(64), attachmentId: z.string().max(64) });
const ZAgentChatParams = z.object({ uuid: z.string().max(64) });
const ZAgentAttachmentParams = z.object({ uuid: z.string().max(64), attachmentId: z.string().max(64) });
const TOKEN_NOTE = 'The chat token goes in the x-chat-token header.';
const NONCE_NOTE =
  'The chat token goes in the x-chat-token header or, without the header, in nonce: the chat token, the nonce the chat was started with, or a live webchat/authenticate nonce of the applicant the chat belongs to.';

export const initWebChatCall = defineCall({
  id: 'initWebChat',
  method: 'POST',
  path: CHAT_INIT_TWILIO_PATH,
  summary: 'Starts a chat (Twilio-style mode): a conversation and its token (6 hours live, 10 minutes chatbot).',
  access: 'public',
  body: ZInitWebChatRequest,
  answers: { 200: ZChatSession },
  errors: [400, 404, 429],
});
export const initStreamWebChatCall = defineCall({
  id: 'initStreamWebChat',
  method: 'POST',
  path: CHAT_INIT_STREAM_PATH,
  summary: 'Starts a chat in stream mode: as initWebChat, plus the stream provider ids.',
  access: 'public',
  body: ZInitWebChatRequest,
  answers: { 200: ZChatSession },
  errors: [400, 404, 429],
});
export const refreshChatTokenCall = defineCall({
  id: 'refreshChatToken',
  method: 'POST',
  path: CHAT_REFRESH_TOKEN_PATH,
  summary: 'A fresh token for an unexpired token of a chat that has not ended; 401 "Token state is invalid." otherwise.',
  access: 'public',
  body: ZRefreshTokenRequest,
  answers: { 200: ZRefreshTokenResponse },
  errors: [400, 401, 429],
});
export const getWebChatInfoCall = defineCall({
  id: 'getWebChatInfo',
  method: 'POST',
  path: CHAT_INFO_PATH,
  summary:
    "The chat's contact id and status, and the satisfaction survey link once it ended: answered for the channel id of the x-org brand alone, as spec 03 sends it (no message, name or email in it).",
  access: 'public',
  body: ZWebChatInfoRequest,
  answers: { 200: ZWebChatInfoResponse },
  errors: [400, 404],
});
export const authenticateWebChatCall = defineCall({
  id: 'authenticateWebChat',
  method: 'POST',
  path: CHAT_AUTHENTICATE_PATH,
  summary: 'A short-lived nonce naming the signed-in applicant, sent with init-web-chat to link the chat to them.',
  access: 'applicant',
  answers: { 200: ZNonceResponse },
  errors: [400, 401, 404, 429],
});
export const refreshWebChatNonceCall = defineCall({
  id: 'refreshWebChatNonce',
  method: 'PUT',
  path: CHAT_NONCE_REFRESH_PATH,
  summary: 'Replaces an unexpired nonce of the caller with a new one (every 60 s).',
  access: 'applicant',
  query: ZNonceQuery,
  answers: { 200: ZNonceResponse },
  errors: [400, 401, 404, 429],
});
export const listOnboardedChatAgentsCall = defineCall({
  id: 'listOnboardedChatAgents',
  method: 'POST',
  path: CHAT_ONBOARDING_PATH,
  summary: 'Test only (404 in production): the agents of the brand onboarded to chat, with their chatId.',
  access: 'public',
  answers: { 200: ZOnboardedAgentList },
  errors: [400, 404],
});
export const openChatSocketCall = defineCall({
  id: 'openChatSocket',
  method: 'GET',
  path: CHAT_SOCKET_PATH,
  summary:
    'Websocket (query org and token): pushes messages, typing previews and state; the client pings {"type":"ping","channelId"} every 10 s; closed after 12 h.',
  tag: 'service-omni-proxy',
  access: 'public',
  query: z.object({ token: z.string().max(200).optional(), org: z.string().max(64).optional() }),
  answers: {},
  errors: [400],
});
export const getChatChannelCall = defineCall({
  id: 'getChatChannel',
  method: 'GET',
  path: `${CHAT_CHANNEL_BASE}/{channelId}`,
  summary: `The chat's state (WAITING, ACTIVE, ENDED; frozen once ended). ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelParams,
  answers: { 200: ZChatChannelState },
  errors: [400, 401, 404],
});
export const listChatMessagesCall = defineCall({
  id: 'listChatMessages',
  method: 'GET',
  path: `${CHAT_CHANNEL_BASE}/{channelId}/messages`,
  summary: `The newest 20 messages (or limit), older ones with before=<sequence>. ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelParams,
  query: ZChatMessagesQuery,
  answers: { 200: ZChatMessagePage },
  errors: [400, 401, 404],
});
export const sendChatMessageCall = defineCall({
  id: 'sendChatMessage',
  method: 'POST',
  path: `${CHAT_CHANNEL_BASE}/{channelId}/messages`,
  summary: `The applicant's message: text or uploaded attachments. ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelParams,
  body: ZSendChatMessageRequest,
  answers: { 201: ZChatMessage },
  errors: [400, 401, 404, 409, 429],
});
export const sendChatTypingCall = defineCall({
  id: 'sendChatTyping',
  method: 'POST',
  path: `${CHAT_CHANNEL_BASE}/{channelId}/typing`,
  summary: `The applicant's typing preview (every 2 s while typing), pushed to the agent and never stored. ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelParams,
  body: ZTypingRequest,
  answers: { 204: null },
  errors: [400, 401, 404, 429],
});
export const uploadChatAttachmentCall = defineCall({
  id: 'uploadChatAttachment',
  method: 'POST',
  path: `${CHAT_CHANNEL_BASE}/{channelId}/attachments`,
  summary: `One file (multipart "file"): jpg, png, amr, mp3, mp4, pdf or txt, at most 5 MB; then send its uuid in a message. ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelParams,
  answers: { 201: ZChatAttachment },
  errors: [400, 401, 404, 409, 429],
});
export const downloadChatAttachmentCall = defineCall({
  id: 'downloadChatAttachment',
  method: 'GET',
  path: `${CHAT_CHANNEL_BASE}/{channelId}/attachments/{attachmentId}`,
  summary: `A file of the chat. ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelAttachmentParams,
  answers: { 200: null },
  errors: [400, 401, 404],
});
export const endChatCall = defineCall({
  id: 'endChat',
  method: 'POST',
  path: `${CHAT_CHANNEL_BASE}/{channelId}/end`,
  summary: `The applicant ends the chat; it is frozen. ${TOKEN_NOTE}`,
  access: 'public',
  params: ZChannelParams,
  answers: { 200: ZChatChannelState },
  errors: [400, 401, 404],
});
export const getChatbotHistoryCall = defineCall({
  id: 'getChatHistory',
  method: 'GET',
  path: `${CHATBOT_BASE}/getChatHistory/{conversationId}`,
  summary: `The chatbot conversation's questions and answers. ${NONCE_NOTE}`,
  access: 'public',
  params: z.object({ conversationId: z.string().max(64) }),
  query: ZChatbotHistoryQuery,
  answers: { 200: ZChatbotHistory },
  errors: [400, 401, 404],
});
export const chatWithAutobotCall = defineCall({
  id: 'chatWithAutobot',
  method: 'POST',
  path: `${CHATBOT_BASE}/chatWithAutobot`,
  summary: `Asks the chatbot: answers from the brand's facts, the FAQ or the applicant's own status, else offers an agent. Without a conversationId it starts a chatbot conversation in the x-org brand and answers its conversationId and token. ${NONCE_NOTE}`,
  access: 'public',
  body: ZChatWithAutobotRequest,
  answers: { 200: ZChatWithAutobotResponse },
  errors: [400, 401, 404, 409, 429],
});
export const setChatReplyUsedWithFeedbackCall = defineCall({
  id: 'setChatReplyUsedWithFeedback',
  method: 'POST',
  path: `${CHATBOT_BASE}/setChatReplyUsedWithFeedback`,
  summary: `Thumbs-down feedback on one answer: a reason (else read from feedbackMessage: one of the reasons, or "Other" with the message as its text) and at most 140 characters. ${NONCE_NOTE}`,
  access: 'public',
  body: ZChatbotFeedbackRequest,
  answers: { 204: null },
  errors: [400, 401, 404, 409, 429],
});

export const listAgentChatsCall = defineCall({
  id: 'listAgentChats',
  method: 'GET',
  path: AGENT_CHAT_BASE,
  summary: "Live chats of the agent's organisations (waiting and active by default), newest first.",
  access: 'agent',
  query: ZAgentChatListQuery,
  answers: { 200: ZAgentChatList },
  errors: [400, 401, 404],
});
export const getAgentChatCall = defineCall({
  id: 'getAgentChat',
  method: 'GET',
  path: `${AGENT_CHAT_BASE}/{uuid}`,
  summary: 'One live chat of the agent’s organisations.',
  access: 'agent',
  params: ZAgentChatParams,
  answers: { 200: ZAgentChatSummary },
  errors: [400, 401, 404],
});
export const acceptAgentChatCall = defineCall({
  id: 'acceptAgentChat',
  method: 'POST',
  path: `${AGENT_CHAT_BASE}/{uuid}/accept`,
  summary: 'Takes a waiting chat; 409 when it is no longer waiting.',
  access: 'agent',
  params: ZAgentChatParams,
  answers: { 200: ZAgentChatSummary },
  errors: [400, 401, 404, 409],
});
export const transferAgentChatCall = defineCall({
  id: 'transferAgentChat',
  method: 'POST',
  path: `${AGENT_CHAT_BASE}/{uuid}/transfer`,
  summary: 'Hands the chat to another onboarded agent serving its organisation.',
  access: 'agent',
  params: ZAgentChatParams,
  body: ZAgentChatTransferRequest,
  answers: { 200: ZAgentChatSummary },
  errors: [400, 401, 404, 409],
});
export const endAgentChatCall = defineCall({
  id: 'endAgentChat',
  method: 'POST',
  path: `${AGENT_CHAT_BASE}/{uuid}/end`,
  summary: 'Ends the chat; it is frozen and the applicant sees the ended panel.',
  access: 'agent',
  params: ZAgentChatParams,
  answers: { 200: ZAgentChatSummary },
  errors: [400, 401, 404],
});
export const listAgentChatMessagesCall = defineCall({
  id: 'listAgentChatMessages',
  method: 'GET',
  path: `${AGENT_CHAT_BASE}/{uuid}/messages`,
  summary: 'The chat’s messages, newest 20 (or limit), older with before=<sequence>.',
  access: 'agent',
  params: ZAgentChatParams,
  query: ZChatMessagesQuery,
  answers: { 200: ZChatMessagePage },
  errors: [400, 401, 404],
});
export const sendAgentChatMessageCall = defineCall({
  id: 'sendAgentChatMessage',
  method: 'POST',
  path: `${AGENT_CHAT_BASE}/{uuid}/messages`,
  summary: 'The agent’s reply (text or attachments); only the agent who accepted the chat may reply.',
  access: 'agent',
  params: ZAgentChatParams,
  body: ZSendChatMessageRequest,
  answers: { 201: ZChatMessage },
  errors: [400, 401, 404, 409],
});
export const sendAgentChatTypingCall = defineCall({
  id: 'sendAgentChatTyping',
  method: 'POST',
  path: `${AGENT_CHAT_BASE}/{uuid}/typing`,
  summary: 'The agent’s typing preview, pushed to the applicant’s widget.',
  access: 'agent',
  params: ZAgentChatParams,
  body: ZTypingRequest,
  answers: { 204: null },
  errors: [400, 401, 404, 409],
});
export const uploadAgentChatAttachmentCall = defineCall({
  id: 'uploadAgentChatAttachment',
  method: 'POST',
  path: `${AGENT_CHAT_BASE}/{uuid}/attachments`,
  summary: 'One file for the agent’s next message (multipart "file", same types and 5 MB limit).',
  access: 'agent',
  params: ZAgentChatParams,
  answers: { 201: ZChatAttachment },
  errors: [400, 401, 404, 409],
});
export const downloadAgentChatAttachmentCall = defineCall({
  id: 'downloadAgentChatAttachment',
  method: 'GET',
  path: `${AGENT_CHAT_BASE}/{uuid}/attachments/{attachmentId}`,
  summary: 'A file of the chat.',
  access: 'agent',
  params: ZAgentAttachmentParams,
  answers: { 200: null },
  errors: [400, 401, 404],
});

export const chatCalls = [
  initWebChatCall,
  initStreamWebChatCall,
  refreshChatTokenCall,
  getWebChatInfoCall,
  authenticateWebChatCall,
  refreshWebChatNonceCall,
  listOnboardedChatAgentsCall,
  openChatSocketCall,
  getChatChannelCall,
  listChatMessagesCall,
  sendChatMessageCall,
  sendChatTypingCall,
  uploadChatAttachmentCall,
  downloadChatAttachmentCall,
  endChatCall,
  getChatbotHistoryCall,
  chatWithAutobotCall,
  setChatReplyUsedWithFeedbackCall,
  listAgentChatsCall,
  getAgentChatCall,
  acceptAgentChatCall,
  transferAgentChatCall,
  endAgentChatCall,
  listAgentChatMessagesCall,
  sendAgentChatMessageCall,
  sendAgentChatTypingCall,
  uploadAgentChatAttachmentCall,
  downloadAgentChatAttachmentCall,
] as const;
