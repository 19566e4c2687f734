import MiniSearch from 'minisearch';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getBrand } from '@lintel/brands';
import {
  applicationStatusLabel,
  CHATBOT_FALLBACK_ID,
  CHATBOT_FAQ,
  CHATBOT_STATUS_ENTRY_ID,
  CHATBOT_STATUS_QUESTION,
  chatbotFallbackAnswer,
  chatbotStatusAnswer,
  type TChatbotBrandFacts,
} from '@lintel/domain';
import type { TChatbotHistoryItem, TChatWithAutobotResponse } from '@lintel/contract';
import type { Db } from '../../platform/database.ts';
import { conflict, notFound } from '../../platform/http-error.ts';
import { findOwnedApplication } from '../application/index.ts';
import type { TConversationRow } from './conversations.ts';
import { chatbotQuestions } from './tables.ts';

type TIndexed = { id: string; question: string; keywords: string };

/** Full-text search over the FAQ's questions and wordings (minisearch: prefix and fuzzy terms, BM25 scores). */
const STOP_WORDS = new Set(
  'a an and are as at be but by can could do does for from get good have how i if in is it me my of on or our please so that the this to was we what when where which who will with would you your'.split(' '),
);
const index = new MiniSearch<TIndexed>({
  fields: ['question', 'keywords'],
  storeFields: ['id'],
  processTerm: (term) => {
    const lower = term.toLowerCase();
    return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
  },
  // Prefixes ("max" for maximum) and typos only on words long enough to mean something.
  searchOptions: { boost: { question: 2 }, prefix: (term) => term.length >= 3, fuzzy: (term) => (term.length >= 5 ? 0.2 : false), combineWith: 'OR' },
});
index.addAll([...CHATBOT_FAQ.map(({ id, question, keywords }) => ({ id, question, keywords })), { ...CHATBOT_STATUS_QUESTION }]);

/** Below this score a match is a guess: the fallback answers instead. */
const MIN_SCORE = 4;

const formatPhone = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

const brandFacts = (orgCode: string): TChatbotBrandFacts => {
  const brand = getBrand(orgCode);
  if (!brand) throw notFound();
  return {
    companyName: brand.companyName,
    helocMinLoanAmount: brand.helocMinLoanAmount,
    helocMaxLoanAmount: brand.helocMaxLoanAmount,
    helocMinRateWithNoDiscount: brand.helocMinRateWithNoDiscount,
    helocMaxRateWithNoDiscount: brand.helocMaxRateWithNoDiscount,
    supportEmail: brand.supportEmail,
    supportPhone: formatPhone(brand.supportPhoneNumber.number),
  };
};

/** The best FAQ entry for a question, or undefined when nothing matches well enough. */
export const matchQuestion = (question: string): string | undefined => {
  const [best] = index.search(question);
  return best && best.score >= MIN_SCORE ? String(best.id) : undefined;
};

const statusLabelFor = async (db: Db, conversation: TConversationRow, applicationId: string | null | undefined) => {
  const applicationUuid = conversation.applicationUuid ?? applicationId;
  if (!conversation.customerIdentityUuid || !applicationUuid) return undefined;
  try {
    const application = await findOwnedApplication({
      db,
      uuid: applicationUuid,
      ownerIdentityUuid: conversation.customerIdentityUuid,
      organizationCode: conversation.organizationCode,
    });
    return applicationStatusLabel(application.status);
  } catch {
    return undefined;
  }
};

/** chatWithAutobot: answers from the brand's facts, the FAQ or the applicant's own status; kept as history. */
export const answerQuestion = async (options: {
  db: Db;
  conversation: TConversationRow;
  message: string;
  applicationId?: string | null | undefined;
}): Promise<TChatWithAutobotResponse> => {
  const { db, conversation, message } = options;
  if (conversation.chatMode !== 'CHATBOT') throw notFound();
  if (conversation.frozen) throw conflict('This chat has ended.');
  const facts = brandFacts(conversation.organizationCode);
  const matchedId = matchQuestion(message) ?? CHATBOT_FALLBACK_ID;
  const response =
    matchedId === CHATBOT_FALLBACK_ID
      ? chatbotFallbackAnswer(facts)
      : matchedId === CHATBOT_STATUS_ENTRY_ID
        ? chatbotStatusAnswer(await statusLabelFor(db, conversation, options.applicationId))
        : CHATBOT_FAQ.find((entry) => entry.id === matchedId)!.answer(facts);
  const [row] = await db
    .insert(chatbotQuestions)
    .values({ conversationUuid: conversation.uuid, question: message, response, matchedId })
    .returning();
  return {
    conversationId: conversation.uuid,
    questionId: row!.uuid,
    responseStr: response,
    matchedId,
    offerAgent: matchedId === CHATBOT_FALLBACK_ID,
  };
};

export const chatbotHistory = async (db: Db, conversationUuid: string): Promise<TChatbotHistoryItem[]> => {
  const rows = await db
    .select()
    .from(chatbotQuestions)
    .where(eq(chatbotQuestions.conversationUuid, conversationUuid))
    .orderBy(asc(chatbotQuestions.createdAt))
    .limit(500);
  return rows.map((row) => ({
    questionId: row.uuid,
    questionStr: row.question,
    responseStr: row.response,
    createdDt: row.createdAt.toISOString(),
    conversationId: row.conversationUuid,
  }));
};

export const FEEDBACK_ALREADY_GIVEN = 'Feedback was already given for this answer.';

/** setChatReplyUsedWithFeedback: the thumbs-down reason (and text) on one of the conversation's answers. */
export const saveFeedback = async (options: { db: Db; conversationUuid: string; questionId: string; reason: string; text: string }) => {
  const { db } = options;
  const [row] = await db
    .update(chatbotQuestions)
    .set({ feedbackReason: options.reason, feedbackText: options.text.trim() || null, feedbackAt: new Date() })
    .where(and(eq(chatbotQuestions.uuid, options.questionId), eq(chatbotQuestions.conversationUuid, options.conversationUuid), isNull(chatbotQuestions.feedbackAt)))
    .returning({ uuid: chatbotQuestions.uuid });
  if (row) return;
  const [existing] = await db
    .select({ uuid: chatbotQuestions.uuid })
    .from(chatbotQuestions)
    .where(and(eq(chatbotQuestions.uuid, options.questionId), eq(chatbotQuestions.conversationUuid, options.conversationUuid)));
  throw existing ? conflict(FEEDBACK_ALREADY_GIVEN) : notFound();
};
