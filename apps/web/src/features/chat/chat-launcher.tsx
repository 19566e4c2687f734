import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHAT_MESSAGES } from '@lintel/domain';
import './chat.css';

// The widget loads only when it opens: nothing of it is in the entry chunk of the applicant's pages.
const ChatWidget = lazy(() => import('./components/chat-widget.tsx'));

const POP_PARAM = 'pop-webchat';

/**
 * The chat launcher "Chat with us" (spec 03 section 2), loaded by ChatDock with fe-webchat on. `?pop-webchat` opens the widget
 * at load and is then removed from the address.
 */
const ChatLauncher = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(POP_PARAM)) return;
    params.delete(POP_PARAM);
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    setOpen(true);
  }, [location.search, location.pathname, location.hash, navigate]);

  return (
    <div className="chat-dock">
      {open ? (
        <Suspense fallback={<p className="chat-dock__loading" role="status">Loading chat…</p>}>
          <ChatWidget onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <button type="button" className="chat-launcher" onClick={() => setOpen(true)}>
          {CHAT_MESSAGES.launcher}
        </button>
      )}
    </div>
  );
};
export default ChatLauncher;
