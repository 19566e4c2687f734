import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import LinkifyIt from 'linkify-it';
import { listBrands } from '@lintel/brands';
import type { TChatChannelState, TChatMessage, TChatSocketEvent } from '@lintel/contract';
import {
  CHAT_ALERTS,
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_PUBLIC_LINK_HOSTS,
  CHAT_TEST_MODES,
  CHATBOT_FEEDBACK_REASONS,
  chatWelcomeText,
  isAllowedChatLink,
  selectChatAttachments,
  supportHoursLines,
  ZChatbotFeedbackForm,
  ZPreChatForm,
  type TChatAlertKind,
} from '@lintel/domain';
import { useBrand } from '@/brand/use-brand.ts';
import { ApiError } from '@/lib/api-error.ts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { applicationUuidFromPath, identityUuidFromToken } from '@/lib/token-identity.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { useChatNonce } from '../use-chat-nonce.ts';
import {
  askChatbot,
  chatSocketUrl,
  downloadAttachment,
  endChat,
  getChannelState,
  getChatbotHistory,
  getChatOpenStatus,
  getChatWeek,
  getOnboardedAgents,
  getWebChatInfo,
  initChat,
  listChatMessages,
  refreshChatToken,
  sendChatbotFeedback,
  sendChatMessage,
  sendTyping,
  uploadAttachment,
} from '../api/chat-api.ts';

type TStoredSession = { token: string; channelId: string; chatMode: 'AGENT' | 'CHATBOT'; expiration: string; name: string; email: string };
type TBotItem = { questionId: string; question: string; answer: string; offerAgent: boolean; feedbackSent?: boolean };

const readStored = (): TStoredSession | undefined => {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chatSession) ?? 'null') as TStoredSession | null;
    // Reused only while unexpired (spec 03 section 4).
    return value && Date.parse(value.expiration) > Date.now() ? value : undefined;
  } catch {
    return undefined;
  }
};
const store = (session: TStoredSession | undefined) => {
  if (session) window.localStorage.setItem(STORAGE_KEYS.chatSession, JSON.stringify(session));
  else window.localStorage.removeItem(STORAGE_KEYS.chatSession);
};

const linkify = new LinkifyIt();
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};
/** Our brands' domains, this site, and a few public sites (spec 03 section 4). */
const allowedHosts = (): string[] => [
  ...new Set([
    window.location.hostname,
    ...listBrands().flatMap((brand) => [brand.baseUrl, brand.nmlsUrl].map(hostOf).filter((h): h is string => !!h)),
    ...CHAT_PUBLIC_LINK_HOSTS,
  ]),
];

/** Message text with only allow-listed links clickable; every other link stays plain text. */
const MessageText = ({ text, hosts }: { text: string; hosts: readonly string[] }) => {
  const matches = linkify.match(text) ?? [];
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of matches) {
    if (!isAllowedChatLink(match.url, hosts)) continue;
    parts.push(text.slice(at, match.index));
    parts.push(
      <a key={match.index} href={match.url} target="_blank" rel="noopener noreferrer">
        {match.text}
      </a>,
    );
    at = match.lastIndex;
  }
  parts.push(text.slice(at));
  return <p className="chat-message__text">{parts}</p>;
};

const ChatAlert = ({ kind }: { kind: TChatAlertKind }) => {
  const alert = CHAT_ALERTS[kind];
  return (
    <div role="alert" className={`chat-alert chat-alert--${alert.variant}`}>
      <span className="visually-hidden">{alert.variant === 'warning' ? 'Warning alert' : 'Error alert'}: </span>
      {alert.text}
    </div>
  );
};

const modeFromQuery = (): 'AGENT' | 'CHATBOT' | undefined => {
  const mode = new URLSearchParams(window.location.search).get('mode');
  if (!mode || !(CHAT_TEST_MODES as readonly string[]).includes(mode)) return undefined;
  return mode === 'chatbot' ? 'CHATBOT' : 'AGENT';
};

/** The feedback modal "Tell us more" (spec 03 section 5). */
const FeedbackModal = ({ onClose, onSend }: { onClose: () => void; onSend: (reason: string, text: string) => Promise<void> }) => {
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string; form?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZChatbotFeedbackForm.safeParse({ reason: reason || undefined, text });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'text' ? 'text' : 'reason'] = issue.message;
      setErrors(next);
      return;
    }
    try {
      await onSend(parsed.data.reason, parsed.data.text);
      onClose();
    } catch {
      setErrors({ form: CHAT_MESSAGES.errorDefault });
    }
  };
  return (
    <Modal title={CHAT_MESSAGES.feedbackTitle} isOpen onClose={onClose}>
      <form noValidate onSubmit={submit} className="chat-feedback">
        <fieldset aria-describedby={errors.reason ? 'chat-feedback-reason-error' : undefined}>
          <legend>What was wrong with this answer?</legend>
          {CHATBOT_FEEDBACK_REASONS.map((option) => (
            <label key={option} className="chat-feedback__option">
              <input type="radio" name="reason" value={option} checked={reason === option} onChange={() => setReason(option)} />
              {option}
            </label>
          ))}
          {errors.reason ? (
            <p id="chat-feedback-reason-error" className="chat-field-error">
              {errors.reason}
            </p>
          ) : null}
        </fieldset>
        {reason === 'Other' ? (
          <div className="chat-feedback__text">
            <label htmlFor="chat-feedback-text">Tell us more</label>
            <textarea
              id="chat-feedback-text"
              rows={3}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={errors.text ? 'chat-feedback-text-error' : undefined}
            />
            {errors.text ? (
              <p id="chat-feedback-text-error" className="chat-field-error">
                {errors.text}
              </p>
            ) : null}
          </div>
        ) : null}
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <Button type="submit">Send feedback</Button>
      </form>
    </Modal>
  );
};

/**
 * The chat widget (spec 03 sections 2, 4, 5 and 8): pre-chat form, then messaging with an agent (live) or the
 * chatbot (outside hours), the ended panel with the survey link and "Start new chat".
 */
const ChatWidget = ({ onClose }: { onClose: () => void }) => {
  const brand = useBrand();
  const hosts = useMemo(() => allowedHosts(), []);
  const [session, setSession] = useState<TStoredSession | undefined>(readStored);
  const [openNow, setOpenNow] = useState<boolean | undefined>(undefined);
  const [welcome, setWelcome] = useState(chatWelcomeText({ companyName: brand.companyName, hoursLines: [] }));
  const [testAgents, setTestAgents] = useState<Array<{ name: string; chatId: string }> | undefined>(undefined);
  const [targetChatId, setTargetChatId] = useState('');
  const [alert, setAlert] = useState<TChatAlertKind | undefined>(undefined);

  // Open status polled every 60 s; the week's hours for the welcome text; test-only controls outside production.
  useEffect(() => {
    let stopped = false;
    const poll = () =>
      getChatOpenStatus()
        .then((status) => !stopped && setOpenNow(status.open))
        .catch(() => !stopped && setOpenNow(false));
    void poll();
    const timer = window.setInterval(poll, CHAT_LIMITS.openStatusPollMs);
    getChatWeek()
      .then((week) => !stopped && setWelcome(chatWelcomeText({ companyName: brand.companyName, hoursLines: supportHoursLines(week) })))
      .catch(() => undefined);
    getOnboardedAgents()
      .then((agents) => !stopped && setTestAgents(agents))
      .catch(() => undefined);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [brand.companyName]);

  // Agent mode during hours or with a live session; the chatbot outside hours; ?mode= outside production only.
  const testMode = testAgents ? modeFromQuery() : undefined;
  const chatMode: 'AGENT' | 'CHATBOT' = session?.chatMode ?? testMode ?? (openNow ? 'AGENT' : 'CHATBOT');

  const getNonce = useChatNonce();
  const start = async (values: { name: string; email: string }) => {
    const nonce = await getNonce();
    const created = await initChat({
      ...values,
      chatMode,
      stream: new URLSearchParams(window.location.search).get('mode') === 'stream',
      nonce,
      welcomeMessage: welcome,
      // With a nonce only: the server links the chat to whom the nonce proves, and to the application on screen.
      identityUuid: nonce ? identityUuidFromToken() : undefined,
      applicationUuid: nonce ? applicationUuidFromPath(window.location.pathname) : undefined,
      targetChatId: testAgents && targetChatId ? targetChatId : undefined,
    });
    const next: TStoredSession = {
      token: created.token,
      channelId: created.omniProxyChannelId,
      chatMode: created.chatMode,
      expiration: created.expiration,
      name: values.name,
      email: values.email,
    };
    store(next);
    setSession(next);
  };

  const reset = () => {
    store(undefined);
    setSession(undefined);
    setAlert(undefined);
  };

  return (
    <section className="chat-widget" aria-labelledby="chat-widget-title">
      <header className="chat-widget__header">
        <h2 id="chat-widget-title" className="chat-widget__title">
          {chatMode === 'CHATBOT' ? 'Chat with our assistant' : 'Chat with us'}
        </h2>
        {testAgents && session ? (
          <button type="button" className="chat-widget__icon" onClick={reset}>
            Reset
          </button>
        ) : null}
        <button type="button" className="chat-widget__icon" aria-label="Close chat" onClick={onClose}>
          ×
        </button>
      </header>
      {alert ? <ChatAlert kind={alert} /> : null}
      {session ? (
        session.chatMode === 'CHATBOT' ? (
          <ChatbotConversation session={session} hosts={hosts} onAlert={setAlert} onNewChat={reset} getNonce={getNonce} />
        ) : (
          <LiveConversation session={session} hosts={hosts} onAlert={setAlert} onSession={(s) => (store(s), setSession(s))} onNewChat={reset} />
        )
      ) : (
        <PreChatForm
          welcome={welcome}
          onStart={start}
          agentPicker={
            testAgents && chatMode === 'AGENT' ? (
              <div className="chat-field">
                <label htmlFor="chat-agent">Agent (test only)</label>
                <select id="chat-agent" value={targetChatId} onChange={(e) => setTargetChatId(e.target.value)}>
                  <option value="">Any agent</option>
                  {testAgents.map((agent) => (
                    <option key={agent.chatId} value={agent.chatId}>
                      {agent.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null
          }
        />
      )}
    </section>
  );
};
export default ChatWidget;

const PreChatForm = ({ welcome, onStart, agentPicker }: { welcome: string; onStart: (v: { name: string; email: string }) => Promise<void>; agentPicker: ReactNode }) => {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPreChatForm.safeParse({ name, email });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'email' ? 'email' : 'name'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onStart(parsed.data);
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : CHAT_MESSAGES.errorDefault });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="chat-prechat" noValidate onSubmit={submit}>
      <p className="chat-prechat__welcome">{welcome}</p>
      <TextField label="Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      {agentPicker}
      {errors.form ? (
        <div role="alert" className="chat-alert chat-alert--error">
          <p className="chat-alert__title">{CHAT_MESSAGES.errorTitle}</p>
          {errors.form}
        </div>
      ) : null}
      <Button type="submit" block disabled={busy}>
        Start chat
      </Button>
    </form>
  );
};

const EndedPanel = ({ surveyUrl, onNewChat }: { surveyUrl: string | null; onNewChat: () => void }) => (
  <div className="chat-ended" role="status">
    <p>{CHAT_MESSAGES.chatEnded}</p>
    {surveyUrl ? <a href={surveyUrl}>Tell us how we did</a> : null}
    <Button onClick={onNewChat}>{CHAT_MESSAGES.startNewChat}</Button>
  </div>
);

type TConversationProps = { session: TStoredSession; hosts: readonly string[]; onAlert: (kind: TChatAlertKind | undefined) => void; onNewChat: () => void };

const LiveConversation = ({ session, hosts, onAlert, onSession, onNewChat }: TConversationProps & { onSession: (s: TStoredSession) => void }) => {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [state, setState] = useState<TChatChannelState | undefined>(undefined);
  const [typing, setTyping] = useState('');
  const [surveyUrl, setSurveyUrl] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { token, channelId } = session;

  const merge = useCallback((incoming: TChatMessage[]) => {
    setMessages((current) => {
      const bySequence = new Map(current.map((m) => [m.sequence, m]));
      for (const message of incoming) bySequence.set(message.sequence, message);
      return [...bySequence.values()].sort((a, b) => a.sequence - b.sequence);
    });
  }, []);

  // The newest 20 messages, a token refreshed when it nears its end, and the state.
  useEffect(() => {
    let stopped = false;
    const load = async () => {
      try {
        if (Date.parse(session.expiration) - Date.now() < 30 * 60_000) {
          const fresh = await refreshChatToken(token);
          onSession({ ...session, token: fresh.token, expiration: fresh.expiration });
          return;
        }
        const [page, current] = await Promise.all([listChatMessages(token, channelId), getChannelState(token, channelId)]);
        if (stopped) return;
        merge(page.messages);
        setHasOlder(page.hasOlder);
        setState(current);
      } catch (error) {
        if (stopped) return;
        // A token the server no longer accepts: the invalid-token alert, and the chat starts over.
        if (error instanceof ApiError && error.status === 401) {
          onAlert('invalidToken');
          onNewChat();
        } else onAlert('general');
      }
    };
    void load();
    return () => {
      stopped = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, channelId]);

  // The websocket: a ping with the channel id every 10 s, reconnecting with the connection-lost alert.
  useEffect(() => {
    let socket: WebSocket | undefined;
    let ping: number | undefined;
    let retry: number | undefined;
    let closed = false;
    const connect = () => {
      socket = new WebSocket(chatSocketUrl(token));
      socket.onopen = () => {
        onAlert(undefined);
        ping = window.setInterval(() => socket?.send(JSON.stringify({ type: 'ping', channelId })), CHAT_LIMITS.pingIntervalMs);
        // Whatever arrived while disconnected.
        listChatMessages(token, channelId)
          .then((page) => merge(page.messages))
          .catch(() => undefined);
      };
      socket.onmessage = (event) => {
        const data = JSON.parse(String(event.data)) as TChatSocketEvent;
        if (data.type === 'message') {
          merge([data.message]);
          if (data.message.senderKind === 'AGENT') setTyping('');
        } else if (data.type === 'state') setState(data.state);
        else if (data.type === 'typing' && data.senderKind === 'AGENT') setTyping(data.preview);
      };
      socket.onclose = (event) => {
        window.clearInterval(ping);
        if (closed) return;
        if (event.code === 4401) {
          onAlert('invalidToken');
          return;
        }
        onAlert('connectionLost');
        retry = window.setTimeout(connect, 2_000);
      };
    };
    connect();
    return () => {
      closed = true;
      window.clearInterval(ping);
      window.clearTimeout(retry);
      socket?.close();
    };
  }, [token, channelId, merge, onAlert]);

  const ended = state ? state.status === 'ENDED' || state.frozen : false;
  useEffect(() => {
    if (!ended) return;
    getWebChatInfo(token, channelId)
      .then((info) => setSurveyUrl(info.surveyUrl))
      .catch(() => undefined);
  }, [ended, token, channelId]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const loadOlder = async () => {
    const oldest = messages[0];
    if (!oldest) return;
    const page = await listChatMessages(token, channelId, oldest.sequence);
    merge(page.messages);
    setHasOlder(page.hasOlder);
  };

  const open = async (attachment: { uuid: string; name: string }) => {
    try {
      const blob = await downloadAttachment(token, channelId, attachment.uuid);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.name;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      // Spec 03 section 8: a failed download is logged only.
      console.warn('chat file download failed', error instanceof Error ? error.message : error);
    }
  };

  return (
    <>
      <ol
        ref={listRef}
        className="chat-messages"
        aria-label="Messages"
        tabIndex={0}
        onScroll={(e) => {
          if (hasOlder && e.currentTarget.scrollTop === 0) void loadOlder();
        }}
      >
        {hasOlder ? (
          <li>
            <Button variant="link" onClick={() => void loadOlder()}>
              Show older messages
            </Button>
          </li>
        ) : null}
        {messages.map((message) => (
          <li key={message.uuid} className={`chat-message chat-message--${message.senderKind.toLowerCase()}`}>
            <span className="chat-message__sender">{message.senderKind === 'APPLICANT' ? 'You' : message.senderName}</span>
            {message.text ? <MessageText text={message.text} hosts={hosts} /> : null}
            {message.attachments.map((attachment) => (
              <Button key={attachment.uuid} variant="link" onClick={() => void open(attachment)}>
                {attachment.name}
              </Button>
            ))}
          </li>
        ))}
      </ol>
      {state?.status === 'WAITING' ? <p className="chat-status" role="status">Waiting for an agent…</p> : null}
      {typing ? (
        <p className="chat-typing" aria-live="polite">
          {state?.agentName ?? 'Agent'} is typing: {typing}
        </p>
      ) : null}
      {ended ? (
        <EndedPanel surveyUrl={surveyUrl} onNewChat={onNewChat} />
      ) : (
        <Composer
          withFiles
          onTyping={(preview) => void sendTyping(token, channelId, preview).catch(() => undefined)}
          onSend={async (text, files) => {
            try {
              const ids: string[] = [];
              for (const file of files) ids.push((await uploadAttachment(token, channelId, file)).uuid);
              merge([await sendChatMessage(token, channelId, text, ids)]);
              onAlert(undefined);
              return true;
            } catch {
              onAlert('resend');
              return false;
            }
          }}
        />
      )}
      {!ended ? (
        <Button variant="link" onClick={() => void endChat(token, channelId).then(setState).catch(() => onAlert('general'))}>
          End chat
        </Button>
      ) : null}
    </>
  );
};

const Composer = ({
  withFiles,
  onSend,
  onTyping,
}: {
  withFiles: boolean;
  onSend: (text: string, files: File[]) => Promise<boolean>;
  onTyping?: (preview: string) => void;
}) => {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && files.length === 0) {
      setError(CHAT_MESSAGES.required);
      return;
    }
    if (text.length > CHAT_LIMITS.messageTextMax) {
      setError(CHAT_MESSAGES.messageTooLong);
      return;
    }
    setError(undefined);
    setBusy(true);
    const sent = await onSend(text.trim(), files);
    setBusy(false);
    if (sent) {
      setText('');
      setFiles([]);
      setNotice([]);
    }
  };

  return (
    <form className="chat-composer" noValidate onSubmit={submit}>
      <label htmlFor="chat-composer-text" className="visually-hidden">
        Your message
      </label>
      <textarea
        id="chat-composer-text"
        rows={2}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'chat-composer-error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          // The typing preview goes out at most every 2 s.
          if (onTyping && Date.now() - lastTyping.current >= CHAT_LIMITS.typingPreviewMs) {
            lastTyping.current = Date.now();
            onTyping(e.target.value.slice(0, 200));
          }
        }}
      />
      {error ? (
        <p id="chat-composer-error" className="chat-field-error">
          {error}
        </p>
      ) : null}
      {withFiles ? (
        <div className="chat-composer__files">
          <label htmlFor="chat-composer-file">Attach files</label>
          <input
            id="chat-composer-file"
            type="file"
            multiple
            accept={CHAT_ATTACHMENT_ACCEPT}
            onChange={(e) => {
              const { accepted, messages } = selectChatAttachments([...(e.target.files ?? [])]);
              setFiles((current) => [...current, ...accepted].slice(0, CHAT_LIMITS.attachmentsPerMessage));
              setNotice(messages);
              e.target.value = '';
            }}
          />
          {notice.map((message) => (
            <p key={message} role="alert" className="chat-field-error">
              {message}
            </p>
          ))}
          {files.length > 0 ? (
            <ul className="chat-composer__picked" aria-label="Files to send">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  {file.name}{' '}
                  <Button variant="link" aria-label={`Remove ${file.name}`} onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={busy}>
        Send
      </Button>
    </form>
  );
};

const ChatbotConversation = ({
  session,
  hosts,
  onAlert,
  onNewChat,
  getNonce,
}: TConversationProps & { getNonce: () => Promise<string | undefined> }) => {
  const [items, setItems] = useState<TBotItem[]>([]);
  const [feedbackFor, setFeedbackFor] = useState<TBotItem | undefined>(undefined);
  const { token, channelId } = session;
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    getChatbotHistory(token, channelId)
      .then((history) => setItems(history.map((h) => ({ questionId: h.questionId, question: h.questionStr, answer: h.responseStr, offerAgent: false }))))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          onAlert('invalidToken');
          onNewChat();
        } else onAlert('general');
      });
  }, [token, channelId, onAlert, onNewChat]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [items.length]);

  return (
    <>
      <ol ref={listRef} className="chat-messages" aria-label="Messages" tabIndex={0}>
        {items.map((item) => (
          <li key={item.questionId} className="chat-exchange">
            <div className="chat-message chat-message--applicant">
              <span className="chat-message__sender">You</span>
              <p className="chat-message__text">{item.question}</p>
            </div>
            <div className="chat-message chat-message--chatbot">
              <span className="chat-message__sender">Assistant</span>
              <MessageText text={item.answer} hosts={hosts} />
              {item.feedbackSent ? (
                <p className="chat-feedback__thanks">Thanks for your feedback.</p>
              ) : (
                <button type="button" className="chat-thumbs" aria-label="This answer did not help" onClick={() => setFeedbackFor(item)}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path
                      d="M10 15v4a3 3 0 0 0 3 3l4-9V2H5.7a2 2 0 0 0-2 1.7l-1.4 9A2 2 0 0 0 4.3 15H10zm7-13h2.7A2.3 2.3 0 0 1 22 4.3v6.4a2.3 2.3 0 0 1-2.3 2.3H17"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              )}
              {item.offerAgent ? (
                <p>
                  <a href="/contact">Contact us</a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <Composer
        withFiles={false}
        onSend={async (text) => {
          try {
            const nonce = await getNonce();
            const answer = await askChatbot(token, channelId, text, {
              nonce,
              senderId: nonce ? identityUuidFromToken() : undefined,
              applicationId: nonce ? applicationUuidFromPath(window.location.pathname) : undefined,
            });
            setItems((current) => [...current, { questionId: answer.questionId, question: text, answer: answer.responseStr, offerAgent: answer.offerAgent }]);
            onAlert(undefined);
            return true;
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) onAlert('invalidToken');
            else onAlert('resend');
            return false;
          }
        }}
      />
      {feedbackFor ? (
        <FeedbackModal
          onClose={() => setFeedbackFor(undefined)}
          onSend={async (reason, text) => {
            await sendChatbotFeedback(token, {
              questionId: feedbackFor.questionId,
              conversationId: channelId,
              reason,
              feedbackMessage: text,
              responseToCustomer: feedbackFor.answer,
              senderEmail: session.email,
              nonce: await getNonce(),
            });
            setItems((current) => current.map((i) => (i.questionId === feedbackFor.questionId ? { ...i, feedbackSent: true } : i)));
          }}
        />
      ) : null}
    </>
  );
};
