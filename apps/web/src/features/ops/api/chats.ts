import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptAgentChatCall,
  downloadAgentChatAttachmentCall,
  endAgentChatCall,
  getAgentChatCall,
  listAgentChatMessagesCall,
  listAgentChatsCall,
  listOnboardedChatAgentsCall,
  sendAgentChatMessageCall,
  sendAgentChatTypingCall,
  transferAgentChatCall,
  uploadAgentChatAttachmentCall,
  urlOf,
  ZAgentChatList,
  ZAgentChatSummary,
  ZChatAttachment,
  ZChatMessage,
  ZChatMessagePage,
  ZOnboardedAgentList,
} from '@lintel/contract';
import { opsApi, uploadOpsFile } from './ops-request.ts';

/**
 * Agents poll their chats (decision 029: the agent side has no websocket): the inbox every 3 s, an open
 * conversation every 1.5 s while the tab is visible.
 */
export const INBOX_POLL_MS = 3_000;
export const CONVERSATION_POLL_MS = 1_500;

const chatsKey = ['ops', 'chats'] as const;
const chatKey = (uuid: string) => ['ops', 'chat', uuid] as const;

export const useAgentChats = (status?: 'WAITING' | 'ACTIVE' | 'ENDED') =>
  useQuery({
    queryKey: [...chatsKey, status ?? 'LIVE'],
    queryFn: async ({ signal }) => ZAgentChatList.parse(await opsApi.get(urlOf(listAgentChatsCall, {}, { status }), { signal })),
    refetchInterval: INBOX_POLL_MS,
  });

export const useAgentChat = (uuid: string) =>
  useQuery({
    queryKey: chatKey(uuid),
    queryFn: async ({ signal }) => ZAgentChatSummary.parse(await opsApi.get(urlOf(getAgentChatCall, { uuid }), { signal })),
    refetchInterval: CONVERSATION_POLL_MS,
  });

export const useAgentChatMessages = (uuid: string) =>
  useQuery({
    queryKey: [...chatKey(uuid), 'messages'],
    queryFn: async ({ signal }) =>
      ZChatMessagePage.parse(await opsApi.get(urlOf(listAgentChatMessagesCall, { uuid }, { limit: 100 }), { signal })),
    refetchInterval: CONVERSATION_POLL_MS,
  });

/** The agents a chat may be handed to (the onboarding list; it exists outside production only). */
export const useOnboardedAgents = () =>
  useQuery({
    queryKey: ['ops', 'chat-agents'],
    queryFn: async () => ZOnboardedAgentList.parse(await opsApi.post(listOnboardedChatAgentsCall.path, undefined, { context: 'external' })),
    retry: false,
    staleTime: 60_000,
  });

const useChatMutation = <TInput, TOutput>(uuid: string, mutationFn: (input: TInput) => Promise<TOutput>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: chatKey(uuid) });
      await client.invalidateQueries({ queryKey: chatsKey });
    },
  });
};

export const useAcceptChat = (uuid: string) =>
  useChatMutation(uuid, async () => ZAgentChatSummary.parse(await opsApi.post(urlOf(acceptAgentChatCall, { uuid }))));
export const useEndChat = (uuid: string) => useChatMutation(uuid, async () => ZAgentChatSummary.parse(await opsApi.post(urlOf(endAgentChatCall, { uuid }))));
export const useTransferChat = (uuid: string) =>
  useChatMutation(uuid, async (agentIdentityUuid: string) =>
    ZAgentChatSummary.parse(await opsApi.post(urlOf(transferAgentChatCall, { uuid }), { agentIdentityUuid })),
  );

/** A reply: each file uploaded first (its uuid), then one message with the text and the files. */
export const useSendReply = (uuid: string) =>
  useChatMutation(uuid, async (input: { text: string; files: readonly File[] }) => {
    const attachmentIds: string[] = [];
    for (const file of input.files)
      attachmentIds.push(ZChatAttachment.parse(await uploadOpsFile(urlOf(uploadAgentChatAttachmentCall, { uuid }), file)).uuid);
    return ZChatMessage.parse(await opsApi.post(urlOf(sendAgentChatMessageCall, { uuid }), { text: input.text, attachmentIds }));
  });

export const sendAgentTyping = (uuid: string, preview: string) =>
  opsApi.post(urlOf(sendAgentChatTypingCall, { uuid }), { preview }).catch(() => undefined);

export const agentAttachmentPath = (uuid: string, attachmentId: string) => urlOf(downloadAgentChatAttachmentCall, { uuid, attachmentId });
