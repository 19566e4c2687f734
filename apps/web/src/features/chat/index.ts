// Chat (issue 17 item 2): the gate the shell mounts; the launcher and the widget are lazy chunks.
export { ChatDock } from './chat-dock.tsx';
