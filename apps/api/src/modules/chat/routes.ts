import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_LIMITS, chatbotFeedbackOf } from '@lintel/domain';
import {
  acceptAgentChatCall,
  authenticateWebChatCall,
  CHAT_TOKEN_HEADER,
  chatWithAutobotCall,
  downloadAgentChatAttachmentCall,
  downloadChatAttachmentCall,
  endAgentChatCall,
  endChatCall,
  getAgentChatCall,
  getChatbotHistoryCall,
  getChatChannelCall,
  getWebChatInfoCall,
  initStreamWebChatCall,
  initWebChatCall,
  listAgentChatMessagesCall,
  listAgentChatsCall,
  listChatMessagesCall,
  listOnboardedChatAgentsCall,
  openChatSocketCall,
  refreshChatTokenCall,
  refreshWebChatNonceCall,
  routePathOf,
  sendAgentChatMessageCall,
  sendAgentChatTypingCall,
  sendChatMessageCall,
  sendChatTypingCall,
  setChatReplyUsedWithFeedbackCall,
  tagOf,
  transferAgentChatCall,
  uploadAgentChatAttachmentCall,
  uploadChatAttachmentCall,
  ZErrorBody,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { createChatBus } from './chat-bus.ts';
import { answerQuestion, chatbotHistory, saveFeedback } from './chatbot.ts';
import {
  acceptConversation,
  CHAT_NOT_YOURS,
  conversationOfChannel,
  conversationOfOrg,
  conversationOfProof,
  conversationOfToken,
  endConversation,
  findAgentConversation,
  initWebChat,
  issueNonce,
  listAgentChats,
  listOnboardedAgents,
  onboardAgent,
  refreshChatToken,
  refreshNonce,
  startChatbotConversation,
  toAgentChatSummary,
  toChannelState,
  transferConversation,
  type TConversationRow,
} from './conversations.ts';
import { listMessages, openAttachment, postMessage, receiveAttachment, type TSender } from './messages.ts';
import { createSocketHub } from './socket.ts';

const AGENTS = ['AGENT', 'ADMIN'] as const;
const isUuid = (value: string) => z.uuid().safeParse(value).success;
/** Anything that is not a uuid cannot be a chat: 404 like any chat that is not yours. */
const uuidOr404 = (value: string) => {
  if (!isUuid(value)) throw notFound();
  return value;
};
const chatTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[CHAT_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
};

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, config } = app;
  const bus = createChatBus({ notifications: app.notifications });
  const hub = createSocketHub({ db, bus, log: app.log });
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => bus.close());
  await app.register(fastifyMultipart, {
    limits: { fileSize: CHAT_LIMITS.attachmentMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  const announceState = (row: TConversationRow) => bus.publish({ kind: 'state', conversationUuid: row.uuid });
  const sendMessage = async (conversationUuid: string, sender: TSender, text: string, attachmentIds: readonly string[]) => {
    const message = await postMessage({ db, conversationUuid, sender, text, attachmentIds });
    await bus.publish({ kind: 'message', conversationUuid, messageUuid: message.uuid });
    return message;
  };
  const applicantSender = (conversation: TConversationRow): TSender => ({
    kind: 'APPLICANT',
    identityUuid: conversation.customerIdentityUuid,
    name: conversation.customerName,
  });

  // Init, both modes (spec 03 section 7).
  for (const [call, stream] of [
    [initWebChatCall, false],
    [initStreamWebChatCall, true],
  ] as const) {
    registerCall(app, call, { config: { rateLimit: perMinute(30) } }, async (request) => {
      const session = await initWebChat({ db, orgCode: request.orgCode, request: request.body, stream });
      const system = { kind: 'SYSTEM' as const, identityUuid: null, name: 'System' };
      if (request.body.welcomeMessage) await sendMessage(session.conversationSid, system, request.body.welcomeMessage, []);
      if (request.body.initialMessage && session.chatMode === 'AGENT')
        await sendMessage(session.conversationSid, { kind: 'APPLICANT', identityUuid: session.customerId, name: session.friendlyName }, request.body.initialMessage, []);
      return session;
    });
  }

  registerCall(app, refreshChatTokenCall, { config: { rateLimit: perMinute(30) } }, async (request) =>
    refreshChatToken(db, request.body.token, request.orgCode),
  );

  // Spec 03 sends the channel id alone, and the answer holds no message, name or email (decision 077).
  registerCall(app, getWebChatInfoCall, { config: { rateLimit: perMinute(60) } }, async (request) => {
    const conversation = await conversationOfOrg(db, request.orgCode, request.body.omniProxyChannelId);
    return {
      contactId: conversation.contactId,
      status: conversation.status as 'WAITING' | 'ACTIVE' | 'ENDED',
      // The satisfaction survey (decision 029): the contact page, naming the chat it is about.
      surveyUrl: conversation.status === 'ENDED' && conversation.chatMode === 'AGENT' ? `/contact?chatSurvey=${conversation.contactId}` : null,
    };
  });

  registerCall(app, authenticateWebChatCall, { preHandler: requireCaller(['APPLICANT']), config: { rateLimit: perMinute(30) } }, async (request) =>
    issueNonce(db, callerOf(request), request.orgCode),
  );

  registerCall(app, refreshWebChatNonceCall, { preHandler: requireCaller(['APPLICANT']), config: { rateLimit: perMinute(30) } }, async (request) =>
    refreshNonce(db, callerOf(request), request.orgCode, request.query.nonce),
  );

  // Test only (spec 03 section 7): the agent-selection dropdown outside production.
  registerCall(app, listOnboardedChatAgentsCall, {}, async (request) => {
    if (config.nodeEnv === 'production') throw notFound();
    return listOnboardedAgents(db, request.orgCode);
  });

  // The websocket: described by openChatSocketCall, routed by hand since registerCall knows no websockets.
  // A plain GET (no upgrade) answers 400.
  app.route({
    method: 'GET',
    url: routePathOf(openChatSocketCall.path),
    config: { callId: openChatSocketCall.id },
    schema: {
      operationId: openChatSocketCall.id,
      summary: openChatSocketCall.summary,
      tags: [tagOf(openChatSocketCall)],
      querystring: openChatSocketCall.query,
      response: { 400: ZErrorBody },
    },
    handler: async () => {
      throw badRequest('Open this path as a websocket.');
    },
    wsHandler: async (socket, request) => {
      try {
        const conversation = await conversationOfToken(db, (request.query as { token?: string }).token, request.orgCode);
        hub.attach(socket, conversation);
      } catch {
        socket.close(4401, 'Token state is invalid.');
      }
    },
  });

  // The applicant's provider calls: the chat token opens its own channel only.
  const channelOf = (request: FastifyRequest) =>
    conversationOfChannel(db, chatTokenOf(request), request.orgCode, uuidOr404((request.params as { channelId: string }).channelId));

  registerCall(app, getChatChannelCall, {}, async (request) => toChannelState(await channelOf(request)));

  registerCall(app, listChatMessagesCall, {}, async (request) => {
    const conversation = await channelOf(request);
    return listMessages({ db, conversationUuid: conversation.uuid, ...request.query });
  });

  registerCall(app, sendChatMessageCall, { config: { rateLimit: perMinute(120) } }, async (request, reply) => {
    const conversation = await channelOf(request);
    if (conversation.chatMode !== 'AGENT') throw notFound();
    const message = await sendMessage(conversation.uuid, applicantSender(conversation), request.body.text, request.body.attachmentIds);
    return reply.status(201).send(message);
  });

  registerCall(app, sendChatTypingCall, { config: { rateLimit: perMinute(120) } }, async (request, reply) => {
    const conversation = await channelOf(request);
    await bus.publish({ kind: 'typing', conversationUuid: conversation.uuid, senderKind: 'APPLICANT', preview: request.body.preview });
    return reply.status(204).send();
  });

  registerCall(app, uploadChatAttachmentCall, { config: { rateLimit: perMinute(30) } }, async (request, reply) => {
    const conversation = await channelOf(request);
    if (conversation.chatMode !== 'AGENT') throw notFound();
    const attachment = await receiveAttachment({ db, files, conversationUuid: conversation.uuid, uploadedByKind: 'APPLICANT', part: await request.file() });
    return reply.status(201).send(attachment);
  });

  registerCall(app, downloadChatAttachmentCall, {}, async (request, reply) => {
    const conversation = await channelOf(request);
    const opened = await openAttachment({ db, files, conversationUuid: conversation.uuid, uuid: uuidOr404(request.params.attachmentId) });
    return reply.headers(opened.headers).send(opened.body);
  });

  registerCall(app, endChatCall, {}, async (request) => {
    const conversation = await channelOf(request);
    const { row, changed } = await endConversation(db, conversation.uuid);
    if (changed) await announceState(row);
    return toChannelState(row);
  });

  // Chatbot (spec 03 section 7): the chatbot-mode chat the token (or the nonce) opens; decision 077.
  registerCall(app, getChatbotHistoryCall, {}, async (request) => {
    const conversationId = uuidOr404(request.params.conversationId);
    const conversation = await conversationOfProof(db, { token: chatTokenOf(request), nonce: request.query.nonce, orgCode: request.orgCode, conversationId });
    if (conversation.chatMode !== 'CHATBOT') throw notFound();
    return chatbotHistory(db, conversation.uuid);
  });

  registerCall(app, chatWithAutobotCall, { config: { rateLimit: perMinute(60) } }, async (request) => {
    const { body } = request;
    if (!body.conversationId) {
      const started = await startChatbotConversation({ db, orgCode: request.orgCode, nonce: body.nonce, applicationId: body.applicationId, tag: body.tag, pageUrl: body.pageUrl });
      const answer = await answerQuestion({ db, conversation: started.conversation, message: body.message, applicationId: body.applicationId });
      return { ...answer, token: started.token, expiration: started.expiration };
    }
    const conversation = await conversationOfProof(db, { token: chatTokenOf(request), nonce: body.nonce, orgCode: request.orgCode, conversationId: body.conversationId });
    return answerQuestion({ db, conversation, message: body.message, applicationId: body.applicationId });
  });

  registerCall(app, setChatReplyUsedWithFeedbackCall, { config: { rateLimit: perMinute(30) } }, async (request, reply) => {
    const { body } = request;
    const conversation = await conversationOfProof(db, { token: chatTokenOf(request), nonce: body.nonce, orgCode: request.orgCode, conversationId: body.conversationId });
    if (conversation.chatMode !== 'CHATBOT') throw notFound();
    const { reason, text } = chatbotFeedbackOf({ reason: body.reason, feedbackMessage: body.feedbackMessage });
    await saveFeedback({ db, conversationUuid: conversation.uuid, questionId: body.questionId, reason, text });
    return reply.status(204).send();
  });

  // Agents (spec 04 section 6): live chats of the agent's organisations; anything else is 404.
  const agents = { preHandler: requireCaller(AGENTS) };
  const agentConversation = (request: FastifyRequest) =>
    findAgentConversation(db, callerOf(request), uuidOr404((request.params as { uuid: string }).uuid));
  const assignedConversation = async (request: FastifyRequest) => {
    const conversation = await agentConversation(request);
    if (conversation.agentIdentityUuid !== callerOf(request).identityUuid) throw conflict(CHAT_NOT_YOURS);
    return conversation;
  };

  registerCall(app, listAgentChatsCall, agents, async (request) => {
    await onboardAgent(db, callerOf(request));
    return listAgentChats({ db, caller: callerOf(request), ...request.query });
  });

  registerCall(app, getAgentChatCall, agents, async (request) => toAgentChatSummary(await agentConversation(request)));

  registerCall(app, acceptAgentChatCall, agents, async (request) => {
    const row = await acceptConversation(db, callerOf(request), uuidOr404(request.params.uuid));
    await announceState(row);
    return toAgentChatSummary(row);
  });

  registerCall(app, transferAgentChatCall, agents, async (request) => {
    const row = await transferConversation(db, callerOf(request), uuidOr404(request.params.uuid), request.body.agentIdentityUuid);
    await announceState(row);
    return toAgentChatSummary(row);
  });

  registerCall(app, endAgentChatCall, agents, async (request) => {
    const conversation = await agentConversation(request);
    const { row, changed } = await endConversation(db, conversation.uuid);
    if (changed) await announceState(row);
    return toAgentChatSummary(row);
  });

  registerCall(app, listAgentChatMessagesCall, agents, async (request) => {
    const conversation = await agentConversation(request);
    return listMessages({ db, conversationUuid: conversation.uuid, ...request.query });
  });

  registerCall(app, sendAgentChatMessageCall, agents, async (request, reply) => {
    const conversation = await assignedConversation(request);
    const caller = callerOf(request);
    const sender: TSender = { kind: 'AGENT', identityUuid: caller.identityUuid, name: conversation.agentName ?? 'Agent' };
    const message = await sendMessage(conversation.uuid, sender, request.body.text, request.body.attachmentIds);
    return reply.status(201).send(message);
  });

  registerCall(app, sendAgentChatTypingCall, agents, async (request, reply) => {
    const conversation = await assignedConversation(request);
    await bus.publish({ kind: 'typing', conversationUuid: conversation.uuid, senderKind: 'AGENT', preview: request.body.preview });
    return reply.status(204).send();
  });

  registerCall(app, uploadAgentChatAttachmentCall, agents, async (request, reply) => {
    const conversation = await assignedConversation(request);
    const attachment = await receiveAttachment({ db, files, conversationUuid: conversation.uuid, uploadedByKind: 'AGENT', part: await request.file() });
    return reply.status(201).send(attachment);
  });

  registerCall(app, downloadAgentChatAttachmentCall, agents, async (request, reply) => {
    const conversation = await agentConversation(request);
    const opened = await openAttachment({ db, files, conversationUuid: conversation.uuid, uuid: uuidOr404(request.params.attachmentId) });
    return reply.headers(opened.headers).send(opened.body);
  });
};
