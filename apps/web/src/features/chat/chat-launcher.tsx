import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHAT_MESSAGES } from '@lintel/domain';
import { useStickyInset } from '@/ui/use-sticky-inset.ts';
import './chat.css';

// The widget loads only when it opens: nothing of it is in the entry chunk of the applicant's pages.
const ChatWidget = lazy(() => import('./components/chat-widget.tsx'));

const POP_PARAM = 'pop-webchat';

/**
 * The closed launcher floats over the page's bottom right: it publishes its height as the page's launcher
 * inset, so a focused field or option is scrolled clear of it rather than left underneath (WCAG 2.2 2.4.11),
 * and the shell leaves that much room after the page. The open widget is the reader's own choice to cover
 * the page and publishes nothing.
 */
const LauncherDock = ({ onOpen }: { onOpen: () => void }) => {
  const ref = useStickyInset<HTMLDivElement>('launcher');
  return (
    <div className="chat-dock" ref={ref}>
      <button type="button" className="chat-launcher" onClick={onOpen}>
        {CHAT_MESSAGES.launcher}
      </button>
    </div>
  );
};

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

  return open ? (
    <div className="chat-dock">
      <Suspense fallback={<p className="chat-dock__loading" role="status">Loading chat…</p>}>
        <ChatWidget onClose={() => setOpen(false)} />
      </Suspense>
    </div>
  ) : (
    <LauncherDock onOpen={() => setOpen(true)} />
  );
};
export default ChatLauncher;
