import { NavLink, Outlet, useParams } from 'react-router';
import { PageHeading } from '@/ui/page-heading.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { useAgentChats } from '../api/chats.ts';
import { formatDateTime } from '../format.ts';

/** The chat inbox: live chats of the agent's organisations (waiting first to catch the eye), the open one beside. */
export const ChatsPage = () => {
  const chats = useAgentChats();
  const { chatId } = useParams();
  const list = [...(chats.data ?? [])].sort((a, b) => (a.status === b.status ? 0 : a.status === 'WAITING' ? -1 : 1));
  return (
    <section>
      <PageHeading>Chat inbox</PageHeading>
      <div className="ops-inbox">
        <nav aria-label="Live chats" className="ops-chat-list">
          {chats.isError ? (
            <ErrorAlert>
              <p>{chats.error.message}</p>
            </ErrorAlert>
          ) : null}
          <p role="status" className="ops-muted">
            {chats.isPending ? 'Loading chats…' : list.length === 0 ? 'No live chats.' : `${list.filter((c) => c.status === 'WAITING').length} waiting, ${list.filter((c) => c.status === 'ACTIVE').length} active`}
          </p>
          <ul className="ops-list">
            {list.map((chat) => (
              <li key={chat.uuid}>
                <NavLink to={`/ops/chats/${chat.uuid}`}>
                  {chat.customerName} <span className="ops-status">{chat.status === 'WAITING' ? 'Waiting' : 'Active'}</span>
                  <span className="ops-table__sub">
                    {chat.customerEmail}, {chat.organizationCode}, {formatDateTime(chat.createdAt)}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>{chatId ? <Outlet /> : <p className="ops-muted">Choose a chat to open it.</p>}</div>
      </div>
    </section>
  );
};

export { ChatsPage as Component };
