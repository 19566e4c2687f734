import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CHAT_ATTACHMENT_CONTENT_TYPES, CHAT_LIMITS, CHAT_MESSAGES, cleanFileName } from '@lintel/domain';
import type { TChatAttachment, TChatMessage, TChatMessagePage } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import type { TFileStore } from '../../platform/file-store/file-store.ts';
import { badRequest, conflict, notFound } from '../../platform/http-error.ts';
import { contentDispositionOf, createUploadInspector } from '../documents/index.ts';
import { chatAttachments, chatConversations, chatMessages } from './tables.ts';

type TMessageRow = typeof chatMessages.$inferSelect;
type TAttachmentRow = typeof chatAttachments.$inferSelect;

const toAttachment = (row: TAttachmentRow): TChatAttachment => ({
  uuid: row.uuid,
  name: row.name,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
});

const toMessage = (row: TMessageRow, attachments: TAttachmentRow[]): TChatMessage => ({
  uuid: row.uuid,
  sequence: row.sequence,
  senderKind: row.senderKind as TChatMessage['senderKind'],
  senderName: row.senderName,
  text: row.text,
  attachments: attachments.filter((a) => a.messageUuid === row.uuid).map(toAttachment),
  createdAt: row.createdAt.toISOString(),
});

const withAttachments = async (db: Db, rows: TMessageRow[]) => {
  if (rows.length === 0) return [];
  const attachments = await db
    .select()
    .from(chatAttachments)
    .where(inArray(chatAttachments.messageUuid, rows.map((row) => row.uuid)))
    .orderBy(asc(chatAttachments.createdAt));
  return rows.map((row) => toMessage(row, attachments));
};

export const findMessage = async (db: Db, uuid: string): Promise<TChatMessage | undefined> => {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.uuid, uuid)).limit(1);
  return (await withAttachments(db, rows))[0];
};

/** The newest `limit` messages before `before` (a sequence), oldest first; `hasOlder` for scrolling back. */
export const listMessages = async (options: { db: Db; conversationUuid: string; before?: number | undefined; limit: number }): Promise<TChatMessagePage> => {
  const { db, conversationUuid, limit } = options;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), options.before === undefined ? undefined : lt(chatMessages.sequence, options.before)))
    .orderBy(desc(chatMessages.sequence))
    .limit(limit + 1);
  const hasOlder = rows.length > limit;
  return { messages: await withAttachments(db, rows.slice(0, limit).reverse()), hasOlder };
};

/** Up to `limit` messages after `after` (a sequence), oldest first: what a socket missed. */
export const listMessagesAfter = async (options: { db: Db; conversationUuid: string; after: number; limit: number }): Promise<TChatMessage[]> => {
  const { db, conversationUuid, limit } = options;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), gt(chatMessages.sequence, options.after)))
    .orderBy(asc(chatMessages.sequence))
    .limit(limit);
  return withAttachments(db, rows);
};

export type TSender = { kind: 'APPLICANT' | 'AGENT' | 'SYSTEM' | 'CHATBOT'; identityUuid: string | null; name: string };

/**
 * Appends a message: the next sequence of its conversation, with the sender's own unattached uploads of that
 * conversation. A frozen (ended) conversation takes no more messages.
 */
export const postMessage = async (options: {
  db: Db;
  conversationUuid: string;
  sender: TSender;
  text: string;
  attachmentIds: readonly string[];
}): Promise<TChatMessage> => {
  const { db, conversationUuid, sender } = options;
  const uuid = randomUUID();
  await db.transaction(async (tx) => {
    const [conversation] = await tx
      .update(chatConversations)
      .set({ lastSequence: sql`${chatConversations.lastSequence} + 1`, lastMessageAt: new Date() })
      .where(and(eq(chatConversations.uuid, conversationUuid), eq(chatConversations.frozen, false)))
      .returning({ lastSequence: chatConversations.lastSequence });
    if (!conversation) throw conflict(CHAT_MESSAGES.chatEnded);
    await tx.insert(chatMessages).values({
      uuid,
      conversationUuid,
      sequence: conversation.lastSequence,
      senderKind: sender.kind,
      senderIdentityUuid: sender.identityUuid,
      senderName: sender.name,
      text: options.text.trim(),
    });
    if (options.attachmentIds.length > 0) {
      const linked = await tx
        .update(chatAttachments)
        .set({ messageUuid: uuid })
        .where(
          and(
            inArray(chatAttachments.uuid, [...options.attachmentIds]),
            eq(chatAttachments.conversationUuid, conversationUuid),
            eq(chatAttachments.uploadedByKind, sender.kind),
            isNull(chatAttachments.messageUuid),
          ),
        )
        .returning({ uuid: chatAttachments.uuid });
      if (linked.length !== new Set(options.attachmentIds).size) throw notFound();
    }
  });
  return (await findMessage(db, uuid))!;
};

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
const storageKeyOf = (conversationUuid: string, uuid: string) => `chat/${conversationUuid}/${uuid}`;

/**
 * One uploaded file (spec 03 section 5): a supported type recognised from its bytes (a .txt file is text
 * file-type cannot name), at most 5 MB (1024 units). Answers the stored attachment, not yet in a message.
 */
export const receiveAttachment = async (options: {
  db: Db;
  files: TFileStore;
  conversationUuid: string;
  uploadedByKind: 'APPLICANT' | 'AGENT';
  part: MultipartFile | undefined;
}): Promise<TChatAttachment> => {
  const { db, files, conversationUuid, part } = options;
  if (!part) throw badRequest(CHAT_MESSAGES.required);
  const name = cleanFileName(part.filename, 'attachment');
  const uuid = randomUUID();
  const storageKey = storageKeyOf(conversationUuid, uuid);
  const inspector = createUploadInspector();
  part.file.once('error', (error) => inspector.stream.destroy(error));
  await files.put(storageKey, part.file.pipe(inspector.stream));
  const { sizeBytes, sha256, contentType: sniffed } = await inspector.result();
  const contentType = sniffed ?? (extensionOf(name) === 'txt' ? 'text/plain' : undefined);
  const error =
    part.file.truncated || sizeBytes > CHAT_LIMITS.attachmentMaxBytes
      ? CHAT_MESSAGES.oversizeSkipped
      : sizeBytes === 0 || !contentType || !Object.hasOwn(CHAT_ATTACHMENT_CONTENT_TYPES, contentType)
        ? CHAT_MESSAGES.unsupportedFileType
        : undefined;
  if (error || !contentType) {
    await files.delete(storageKey);
    throw badRequest(error ?? CHAT_MESSAGES.unsupportedFileType);
  }
  const [conversation] = await db.select({ frozen: chatConversations.frozen }).from(chatConversations).where(eq(chatConversations.uuid, conversationUuid));
  if (!conversation || conversation.frozen) {
    await files.delete(storageKey);
    throw conflict(CHAT_MESSAGES.chatEnded);
  }
  const [row] = await db
    .insert(chatAttachments)
    .values({ uuid, conversationUuid, name, contentType, sizeBytes, sha256, storageKey, uploadedByKind: options.uploadedByKind })
    .returning();
  return toAttachment(row!);
};

/** An attachment of the conversation (sent in a message, or the requester's own upload), else 404. */
export const openAttachment = async (options: { db: Db; files: TFileStore; conversationUuid: string; uuid: string }) => {
  const [row] = await options.db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.uuid, options.uuid), eq(chatAttachments.conversationUuid, options.conversationUuid)))
    .limit(1);
  if (!row) throw notFound();
  return {
    body: await options.files.get(row.storageKey),
    headers: {
      'content-type': row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType,
      'content-length': String(row.sizeBytes),
      'content-disposition': contentDispositionOf(row.name).replace(/^inline/, 'attachment'),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  };
};
