import { bigint, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A chat conversation (spec 03 "Chat session"): one uuid serves as conversationSid, omniProxyChannelId and
 * threadId. WAITING until an agent accepts, ACTIVE, then ENDED (frozen). Chatbot conversations stay ACTIVE.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    chatMode: text('chat_mode').notNull(),
    status: text('status').notNull(),
    frozen: boolean('frozen').notNull().default(false),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** Known only when the widget proved a logged-in applicant with a nonce. */
    customerIdentityUuid: uuid('customer_identity_uuid'),
    applicationUuid: uuid('application_uuid'),
    agentIdentityUuid: uuid('agent_identity_uuid'),
    agentName: text('agent_name'),
    /** The agent picked in the test-only dropdown (outside production). */
    targetAgentIdentityUuid: uuid('target_agent_identity_uuid'),
    skill: text('skill'),
    tag: text('tag'),
    pageUrl: text('page_url'),
    /** What web-chat-info answers for the satisfaction survey link. */
    contactId: uuid('contact_id').notNull().defaultRandom(),
    lastSequence: integer('last_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [index('chat_conversations_org_status_idx').on(t.organizationCode, t.status, t.createdAt)],
);

/** Chat tokens (spec 03 section 9: 10 minutes chatbot, 6 hours live), kept as SHA-256 hashes only. */
export const chatTokens = pgTable(
  'chat_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_tokens_conversation_idx').on(t.conversationUuid)],
);

/** Nonces proving a logged-in applicant to the chat calls (webchat/authenticate and refresh). */
export const chatNonces = pgTable('chat_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  identityUuid: uuid('identity_uuid').notNull(),
  organizationCode: text('organization_code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    sequence: integer('sequence').notNull(),
    senderKind: text('sender_kind').notNull(),
    senderIdentityUuid: uuid('sender_identity_uuid'),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('chat_messages_conversation_sequence').on(t.conversationUuid, t.sequence)],
);

/** Files sent in a chat; the bytes live in the sealed file store like documents (decision 018). */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    uuid: uuid('uuid').primaryKey(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    messageUuid: uuid('message_uuid'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedByKind: text('uploaded_by_kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_conversation_idx').on(t.conversationUuid)],
);

/** Agents onboarded to chat (the test-only onboarding list answers them with their chatId). */
export const chatAgents = pgTable('chat_agents', {
  identityUuid: uuid('identity_uuid').primaryKey(),
  chatId: uuid('chat_id').notNull().defaultRandom(),
  displayName: text('display_name').notNull(),
  orgCodes: text('org_codes').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The chatbot's answers (spec 03 "Chatbot history item") and the feedback on them. */
export const chatbotQuestions = pgTable(
  'chatbot_questions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    conversationUuid: uuid('conversation_uuid').notNull(),
    question: text('question').notNull(),
    response: text('response').notNull(),
    matchedId: text('matched_id').notNull(),
    feedbackReason: text('feedback_reason'),
    feedbackText: text('feedback_text'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chatbot_questions_conversation_idx').on(t.conversationUuid, t.createdAt)],
);
