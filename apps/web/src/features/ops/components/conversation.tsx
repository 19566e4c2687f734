import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { CHAT_ATTACHMENT_ACCEPT, CHAT_LIMITS, CHAT_MESSAGES, selectChatAttachments } from '@lintel/domain';
import { Button } from '@/ui/button.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { identityUuidFromToken } from '@/lib/token-identity.ts';
import {
  agentAttachmentPath,
  sendAgentTyping,
  useAcceptChat,
  useAgentChat,
  useAgentChatMessages,
  useEndChat,
  useOnboardedAgents,
  useSendReply,
  useTransferChat,
} from '../api/chats.ts';
import { useOpsToken } from '../api/ops-session.ts';
import { formatBytes, formatDateTime } from '../format.ts';
import { FileViewer, type TViewedFile } from './document-viewer.tsx';
import { SelectField } from './select-field.tsx';
import { TextArea } from './text-area.tsx';

const Transfer = ({ uuid, me }: { uuid: string; me: string | undefined }) => {
  const agents = useOnboardedAgents();
  const transfer = useTransferChat(uuid);
  const [target, setTarget] = useState('');
  const others = (agents.data ?? []).filter((agent) => agent.identityUuid !== me);
  if (others.length === 0) return null;
  return (
    <form
      className="ops-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (target) transfer.mutate(target);
      }}
    >
      <SelectField
        label="Transfer to"
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        options={[{ value: '', label: 'Choose an agent' }, ...others.map((agent) => ({ value: agent.identityUuid, label: agent.name }))]}
      />
      <Button type="submit" variant="secondary" disabled={!target || transfer.isPending}>
        Transfer
      </Button>
      {transfer.isError ? <p role="alert">{transfer.error.message}</p> : null}
    </form>
  );
};

/** One live chat: its messages, accept, reply with files, transfer, end. */
export const Conversation = () => {
  const uuid = useParams().chatId ?? '';
  const me = identityUuidFromToken(useOpsToken());
  const chat = useAgentChat(uuid);
  const messages = useAgentChatMessages(uuid);
  const accept = useAcceptChat(uuid);
  const end = useEndChat(uuid);
  const reply = useSendReply(uuid);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fileNotes, setFileNotes] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [viewing, setViewing] = useState<TViewedFile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const count = messages.data?.messages.length ?? 0;

  // New messages scroll into view.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  if (chat.isError)
    return (
      <ErrorAlert>
        <p>{chat.error.message}</p>
      </ErrorAlert>
    );
  if (!chat.data) return <p role="status">Loading chat…</p>;
  const summary = chat.data;
  const mine = summary.agentIdentityUuid === me;
  const canReply = summary.status === 'ACTIVE' && mine;

  const onType = (value: string) => {
    setText(value);
    const now = Date.now();
    // The typing preview goes out at most every 2 s (spec 03 section 9).
    if (canReply && now - lastTyping.current >= CHAT_LIMITS.typingPreviewMs) {
      lastTyping.current = now;
      void sendAgentTyping(uuid, value.slice(0, CHAT_LIMITS.messageTextMax));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && files.length === 0) return setError(CHAT_MESSAGES.required);
    setError(undefined);
    reply.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          setFileNotes([]);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <section className="ops-card" aria-labelledby="ops-chat-heading">
      <h2 id="ops-chat-heading">Chat with {summary.customerName}</h2>
      <p className="ops-muted">
        {summary.customerEmail}, {summary.organizationCode}, started {formatDateTime(summary.createdAt)}.{' '}
        <strong>{summary.status === 'WAITING' ? 'Waiting for an agent' : summary.status === 'ACTIVE' ? (mine ? 'You are answering' : 'Another agent is answering') : 'Ended'}</strong>
      </p>
      <div className="ops-row">
        {summary.status === 'WAITING' ? (
          <Button onClick={() => accept.mutate(undefined)} disabled={accept.isPending}>
            Accept chat
          </Button>
        ) : null}
        {summary.status !== 'ENDED' ? (
          <Button variant="secondary" onClick={() => end.mutate(undefined)} disabled={end.isPending}>
            End chat
          </Button>
        ) : null}
      </div>
      {accept.isError || end.isError ? (
        <ErrorAlert>
          <p>{(accept.error ?? end.error)?.message}</p>
        </ErrorAlert>
      ) : null}
      {summary.status === 'ACTIVE' && mine ? <Transfer uuid={uuid} me={me} /> : null}

      <h3>Messages</h3>
      <ol className="ops-messages" aria-label="Messages" aria-live="polite" ref={list} tabIndex={0}>
        {messages.data?.messages.map((message) => (
          <li key={message.uuid} data-mine={message.senderKind === 'AGENT'}>
            <span className="ops-messages__who">
              {message.senderName} <span className="ops-muted">{formatDateTime(message.createdAt)}</span>
            </span>
            {message.text ? <p className="ops-messages__text">{message.text}</p> : null}
            {message.attachments.map((file) => (
              <Button
                key={file.uuid}
                variant="link"
                onClick={() => setViewing({ path: agentAttachmentPath(uuid, file.uuid), name: file.name, contentType: file.contentType })}
              >
                {file.name}
              </Button>
            ))}
          </li>
        ))}
      </ol>
      <FileViewer file={viewing} onClose={() => setViewing(null)} />

      {canReply ? (
        <form noValidate onSubmit={submit}>
          {reply.isError ? (
            <ErrorAlert>
              <p>{reply.error.message}</p>
            </ErrorAlert>
          ) : null}
          <TextArea label="Your reply" maxLength={CHAT_LIMITS.messageTextMax} value={text} error={error} onChange={(e) => onType(e.target.value)} />
          <div className="text-field">
            <label className="text-field__label" htmlFor="ops-chat-files">
              Attach files
            </label>
            <input
              id="ops-chat-files"
              ref={fileInput}
              type="file"
              multiple
              accept={CHAT_ATTACHMENT_ACCEPT}
              onChange={(e) => {
                const picked = selectChatAttachments([...(e.target.files ?? [])]);
                setFiles(picked.accepted);
                setFileNotes(picked.messages);
              }}
            />
          </div>
          {fileNotes.map((note) => (
            <p key={note} role="alert">
              {note}
            </p>
          ))}
          {files.length > 0 ? (
            <ul aria-label="Files to send">
              {files.map((file) => (
                <li key={file.name}>
                  {file.name} ({formatBytes(file.size)})
                </li>
              ))}
            </ul>
          ) : null}
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </form>
      ) : null}
    </section>
  );
};

export { Conversation as Component };
