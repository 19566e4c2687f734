import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CHAT_LIMITS, CHAT_MESSAGES } from '@lintel/domain';
import type { TAgentChatSummary, TChatChannelState, TChatSession, TInitWebChatRequest } from '@lintel/contract';
import type { TCaller } from '../../platform/auth.ts';
import type { Db } from '../../platform/database.ts';
import { conflict, HttpError, notFound } from '../../platform/http-error.ts';
import { findOwnedApplication } from '../application/index.ts';
import { chatAgents, chatConversations, chatNonces, chatTokens } from './tables.ts';

export type TConversationRow = typeof chatConversations.$inferSelect;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/** 401 with the spec's invalid-token text: the widget shows its invalid-token alert. */
export const invalidToken = () => new HttpError(401, [CHAT_MESSAGES.alertInvalidToken]);

const lifetimeSeconds = (chatMode: string) =>
  chatMode === 'CHATBOT' ? CHAT_LIMITS.chatbotTokenSeconds : CHAT_LIMITS.liveTokenSeconds;

export const issueChatToken = async (db: Db, conversation: Pick<TConversationRow, 'uuid' | 'chatMode'>, now = new Date()) => {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds(conversation.chatMode) * 1000);
  await db.insert(chatTokens).values({ tokenHash: sha256(token), conversationUuid: conversation.uuid, expiresAt });
  return { token, expiration: expiresAt.toISOString() };
};

/** The conversation an unexpired chat token opens, in the request's organisation; 401 otherwise. */
export const conversationOfToken = async (db: Db, token: string | undefined, orgCode: string): Promise<TConversationRow> => {
  if (!token || token.length > 200) throw invalidToken();
  const [row] = await db
    .select({ conversation: chatConversations })
    .from(chatTokens)
    .innerJoin(chatConversations, eq(chatConversations.uuid, chatTokens.conversationUuid))
    .where(and(eq(chatTokens.tokenHash, sha256(token)), gt(chatTokens.expiresAt, new Date())))
    .limit(1);
  if (!row || row.conversation.organizationCode !== orgCode) throw invalidToken();
  return row.conversation;
};

/** A channel the token opens: the token's own conversation, else 404 (never another's). */
export const conversationOfChannel = async (db: Db, token: string | undefined, orgCode: string, channelId: string) => {
  const conversation = await conversationOfToken(db, token, orgCode);
  if (conversation.uuid !== channelId) throw notFound();
  return conversation;
};

/** The nonce a chat was started with, kept like a token but only for that chat (another chat may share it). */
const startNonceHash = (conversationUuid: string, nonce: string) => sha256(`start-nonce\n${conversationUuid}\n${nonce}`);

const rememberStartNonce = async (db: Db, conversation: Pick<TConversationRow, 'uuid' | 'chatMode'>, nonce: string | null | undefined, expiresAt: Date) => {
  if (!nonce) return;
  await db.insert(chatTokens).values({ tokenHash: startNonceHash(conversation.uuid, nonce), conversationUuid: conversation.uuid, expiresAt });
};

/**
 * The chat a call names, proven by the x-chat-token header or, without it, by the `nonce` the spec's bodies carry
 * (decision 077): a live token of this chat, the nonce it was started with (for a token's lifetime), or a live
 * webchat/authenticate nonce of the applicant it is linked to. The id alone opens nothing: 401 "Token state is
 * invalid." whether the chat exists or not; a header token of another chat is 404 as before.
 */
export const conversationOfProof = async (
  db: Db,
  proof: { token: string | undefined; nonce: string | null | undefined; orgCode: string; conversationId: string },
): Promise<TConversationRow> => {
  const { token, nonce, orgCode, conversationId } = proof;
  if (token) return conversationOfChannel(db, token, orgCode, conversationId);
  if (!nonce || nonce.length > 200) throw invalidToken();
  const [opened] = await db
    .select({ conversation: chatConversations })
    .from(chatTokens)
    .innerJoin(chatConversations, eq(chatConversations.uuid, chatTokens.conversationUuid))
    .where(
      and(
        inArray(chatTokens.tokenHash, [sha256(nonce), startNonceHash(conversationId, nonce)]),
        eq(chatTokens.conversationUuid, conversationId),
        gt(chatTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (opened && opened.conversation.organizationCode === orgCode) return opened.conversation;
  const identityUuid = await identityOfNonce(db, nonce, orgCode);
  if (identityUuid) {
    const [linked] = await db
      .select()
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.uuid, conversationId),
          eq(chatConversations.organizationCode, orgCode),
          eq(chatConversations.customerIdentityUuid, identityUuid),
        ),
      )
      .limit(1);
    if (linked) return linked;
  }
  throw invalidToken();
};

/** A chat of the brand by its id alone: only for web-chat-info, whose answer holds no content (decision 077). */
export const conversationOfOrg = async (db: Db, orgCode: string, uuid: string): Promise<TConversationRow> => {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.uuid, uuid), eq(chatConversations.organizationCode, orgCode)))
    .limit(1);
  if (!row) throw notFound();
  return row;
};

export const refreshChatToken = async (db: Db, token: string, orgCode: string) => {
  const conversation = await conversationOfToken(db, token, orgCode);
  if (conversation.status === 'ENDED') throw invalidToken();
  return issueChatToken(db, conversation);
};

/** webchat/authenticate and refresh: a short-lived nonce naming the logged-in applicant. */
export const issueNonce = async (db: Db, caller: TCaller, orgCode: string) => {
  const nonce = newSecret();
  const expiresAt = new Date(Date.now() + CHAT_LIMITS.nonceLifetimeSeconds * 1000);
  await db.insert(chatNonces).values({ nonceHash: sha256(nonce), identityUuid: caller.identityUuid, organizationCode: orgCode, expiresAt });
  return { nonce, expiration: expiresAt.toISOString() };
};

/** Refresh: the old nonce must be the caller's and unexpired; it is replaced by a new one. */
export const refreshNonce = async (db: Db, caller: TCaller, orgCode: string, old: string) => {
  const [row] = await db
    .delete(chatNonces)
    .where(and(eq(chatNonces.nonceHash, sha256(old)), eq(chatNonces.identityUuid, caller.identityUuid), gt(chatNonces.expiresAt, new Date())))
    .returning();
  if (!row) throw invalidToken();
  return issueNonce(db, caller, orgCode);
};

/** Who a nonce names, or undefined (an unknown or expired nonce is simply an anonymous chat). */
export const identityOfNonce = async (db: Db, nonce: string | null | undefined, orgCode: string): Promise<string | undefined> => {
  if (!nonce) return undefined;
  const [row] = await db
    .select()
    .from(chatNonces)
    .where(and(eq(chatNonces.nonceHash, sha256(nonce)), eq(chatNonces.organizationCode, orgCode), gt(chatNonces.expiresAt, new Date())))
    .limit(1);
  return row?.identityUuid;
};

export const toChannelState = (row: TConversationRow): TChatChannelState => ({
  channelId: row.uuid,
  status: row.status as TChatChannelState['status'],
  frozen: row.frozen,
  agentName: row.agentName,
  chatMode: row.chatMode as TChatChannelState['chatMode'],
});

/**
 * A new conversation and its token. The nonce links the signed-in applicant it names (and an application only
 * when that applicant owns it), and opens the chat like its token (decision 077).
 */
const createConversation = async (options: {
  db: Db;
  orgCode: string;
  chatMode: 'AGENT' | 'CHATBOT';
  customerName: string;
  customerEmail: string;
  nonce: string | null | undefined;
  applicationUuid: string | null | undefined;
  skill?: string | null | undefined;
  tag: string | null | undefined;
  pageUrl: string | null | undefined;
}) => {
  const { db, orgCode } = options;
  const identityUuid = await identityOfNonce(db, options.nonce, orgCode);
  // An application is linked only when the nonce proves its owner asked.
  let applicationUuid: string | null = null;
  if (identityUuid && options.applicationUuid) {
    await findOwnedApplication({ db, uuid: options.applicationUuid, ownerIdentityUuid: identityUuid, organizationCode: orgCode });
    applicationUuid = options.applicationUuid;
  }
  let targetAgentIdentityUuid: string | null = null;
  if (options.skill === 'TARGET_AGENT' && options.tag) {
    const [agent] = await db.select().from(chatAgents).where(eq(chatAgents.chatId, options.tag)).limit(1);
    targetAgentIdentityUuid = agent && agent.orgCodes.includes(orgCode) ? agent.identityUuid : null;
  }
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      organizationCode: orgCode,
      chatMode: options.chatMode,
      status: options.chatMode === 'CHATBOT' ? 'ACTIVE' : 'WAITING',
      customerName: options.customerName,
      customerEmail: options.customerEmail,
      customerIdentityUuid: identityUuid ?? null,
      applicationUuid,
      targetAgentIdentityUuid,
      skill: options.skill ?? null,
      tag: options.tag ?? null,
      pageUrl: options.pageUrl ?? null,
    })
    .returning();
  const row = conversation!;
  const issued = await issueChatToken(db, row);
  await rememberStartNonce(db, row, options.nonce, new Date(issued.expiration));
  return { row, identityUuid, targetAgentIdentityUuid, ...issued };
};

/** chatWithAutobot without a conversationId: a chatbot conversation in the x-org brand, nameless like the spec's body. */
export const startChatbotConversation = async (options: {
  db: Db;
  orgCode: string;
  nonce: string | null | undefined;
  applicationId: string | null | undefined;
  tag: string | null | undefined;
  pageUrl: string | null | undefined;
}) => {
  const { row, token, expiration } = await createConversation({
    ...options,
    chatMode: 'CHATBOT',
    customerName: '',
    customerEmail: '',
    applicationUuid: options.applicationId,
  });
  return { conversation: row, token, expiration };
};

/** Both init-web-chat calls: a conversation and its token; `stream` adds the stream provider's ids. */
export const initWebChat = async (options: {
  db: Db;
  orgCode: string;
  request: TInitWebChatRequest;
  stream: boolean;
}): Promise<TChatSession> => {
  const { db, orgCode, request } = options;
  const { row, identityUuid, targetAgentIdentityUuid, token, expiration } = await createConversation({
    db,
    orgCode,
    chatMode: request.chatMode,
    customerName: request.name,
    customerEmail: request.email,
    nonce: request.nonce,
    applicationUuid: request.applicationUuid,
    skill: request.skill,
    tag: request.tag,
    pageUrl: request.pageUrl,
  });
  return {
    friendlyName: row.customerName,
    emailAddress: row.customerEmail,
    token,
    conversationSid: row.uuid,
    expiration,
    omniProxyChannelId: row.uuid,
    stream: options.stream ? { providerChannelId: row.uuid, providerUserId: row.contactId, providerUserToken: token } : null,
    initialMessage: request.initialMessage ?? null,
    customerId: identityUuid ?? null,
    threadId: row.uuid,
    chatMode: row.chatMode as TChatSession['chatMode'],
    targetWorkerSid: targetAgentIdentityUuid,
    skill: row.skill,
  };
};

// Agent side: every read and write is scoped to the agent's organisations; anything else is 404.

export const onboardAgent = async (db: Db, caller: TCaller) => {
  const displayName = caller.email.split('@')[0]!.slice(0, 64);
  const [row] = await db
    .insert(chatAgents)
    .values({ identityUuid: caller.identityUuid, displayName, orgCodes: caller.orgCodes })
    .onConflictDoUpdate({ target: chatAgents.identityUuid, set: { orgCodes: caller.orgCodes } })
    .returning();
  return row!;
};

export const listOnboardedAgents = async (db: Db, orgCode: string) => {
  const rows = await db.select().from(chatAgents).where(sql`${orgCode} = any(${chatAgents.orgCodes})`).orderBy(chatAgents.createdAt).limit(200);
  return rows.map((row) => ({ identityUuid: row.identityUuid, name: row.displayName, chatId: row.chatId }));
};

export const toAgentChatSummary = (row: TConversationRow): TAgentChatSummary => ({
  uuid: row.uuid,
  organizationCode: row.organizationCode,
  status: row.status as TAgentChatSummary['status'],
  chatMode: row.chatMode as TAgentChatSummary['chatMode'],
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  applicationUuid: row.applicationUuid,
  agentIdentityUuid: row.agentIdentityUuid,
  createdAt: row.createdAt.toISOString(),
  lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
});

export const listAgentChats = async (options: {
  db: Db;
  caller: TCaller;
  status?: 'WAITING' | 'ACTIVE' | 'ENDED' | undefined;
  limit: number;
  offset: number;
}) => {
  const { db, caller } = options;
  if (caller.orgCodes.length === 0) return [];
  const rows = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        inArray(chatConversations.organizationCode, caller.orgCodes),
        eq(chatConversations.chatMode, 'AGENT'),
        options.status ? eq(chatConversations.status, options.status) : inArray(chatConversations.status, ['WAITING', 'ACTIVE']),
      ),
    )
    .orderBy(desc(chatConversations.createdAt))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toAgentChatSummary);
};

/** A live-chat conversation in the agent's organisations, else 404. */
export const findAgentConversation = async (db: Db, caller: TCaller, uuid: string): Promise<TConversationRow> => {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.uuid, uuid)).limit(1);
  if (!row || row.chatMode !== 'AGENT' || !caller.orgCodes.includes(row.organizationCode)) throw notFound();
  return row;
};

export const CHAT_STATE_CONFLICT = 'This chat is no longer waiting for an agent.';
export const CHAT_ENDED_CONFLICT = 'This chat has ended.';
export const CHAT_NOT_YOURS = 'Accept this chat before replying.';

export const acceptConversation = async (db: Db, caller: TCaller, uuid: string) => {
  await findAgentConversation(db, caller, uuid);
  const agent = await onboardAgent(db, caller);
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'ACTIVE', agentIdentityUuid: caller.identityUuid, agentName: agent.displayName, acceptedAt: new Date() })
    .where(and(eq(chatConversations.uuid, uuid), eq(chatConversations.status, 'WAITING')))
    .returning();
  if (!row) throw conflict(CHAT_STATE_CONFLICT);
  return row;
};

/** Hands an active chat to another agent serving the same organisation (404 for an unknown agent). */
export const transferConversation = async (db: Db, caller: TCaller, uuid: string, agentIdentityUuid: string) => {
  const conversation = await findAgentConversation(db, caller, uuid);
  if (conversation.status === 'ENDED') throw conflict(CHAT_ENDED_CONFLICT);
  const [target] = await db.select().from(chatAgents).where(eq(chatAgents.identityUuid, agentIdentityUuid)).limit(1);
  if (!target || !target.orgCodes.includes(conversation.organizationCode)) throw notFound();
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'ACTIVE', agentIdentityUuid: target.identityUuid, agentName: target.displayName, acceptedAt: new Date() })
    .where(and(eq(chatConversations.uuid, uuid), inArray(chatConversations.status, ['WAITING', 'ACTIVE'])))
    .returning();
  if (!row) throw conflict(CHAT_ENDED_CONFLICT);
  return row;
};

/** Ends and freezes a conversation (agent or applicant); ending twice answers the ended state. */
export const endConversation = async (db: Db, uuid: string) => {
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'ENDED', frozen: true, endedAt: new Date() })
    .where(and(eq(chatConversations.uuid, uuid), inArray(chatConversations.status, ['WAITING', 'ACTIVE'])))
    .returning();
  if (row) return { row, changed: true };
  const [current] = await db.select().from(chatConversations).where(eq(chatConversations.uuid, uuid)).limit(1);
  return { row: current!, changed: false };
};
