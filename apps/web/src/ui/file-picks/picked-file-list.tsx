import type { ReactNode } from 'react';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import type { TPickedFile } from '@/lib/use-file-picks.ts';
import './file-picks.css';

/** The words a page uses for its files: "Uploaded" on the paystub page, "Sent" where documents are sent. */
export type TPickWords = { ready: string; sending: string; sent: string; failed: string };
export const UPLOAD_WORDS: TPickWords = { ready: 'Ready to upload', sending: 'Uploading', sent: 'Uploaded', failed: 'Not uploaded' };
export const SEND_WORDS: TPickWords = { ready: 'Ready to send', sending: 'Sending', sent: 'Sent', failed: 'Not sent' };

export const fileSizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const stateLabel = (item: TPickedFile, words: TPickWords) =>
  item.state === 'sending' ? `${words.sending}, ${Math.round(item.progress * 100)}%` : words[item.state];

/** The files that were not added, each with its reason (the domain's upload messages). */
export const SkippedFilesAlert = ({ messages }: { messages: string[] }) =>
  messages.length > 0 ? (
    <ErrorAlert title="Some files were not added">
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </ErrorAlert>
  ) : null;

/**
 * The chosen files: name, size, a progress bar once sending starts, the state announced, the file's own
 * error, and Remove until it is sent. `details` adds a file's own controls (a document type, say).
 */
export const PickedFileList = <TExtra extends object>({
  label,
  picked,
  words,
  disabled,
  onRemove,
  details,
}: {
  label: string;
  picked: TPickedFile<TExtra>[];
  words: TPickWords;
  disabled: boolean;
  onRemove: (id: number) => void;
  details?: (item: TPickedFile<TExtra>) => ReactNode;
}) =>
  picked.length > 0 ? (
    <ul className="picked-files" aria-label={label}>
      {picked.map((item) => (
        <li key={item.id} className="picked-file">
          <div className="picked-file__top">
            <span className="picked-file__name">{item.file.name}</span>
            <span className="picked-file__size">{fileSizeLabel(item.file.size)}</span>
          </div>
          {details?.(item)}
          {item.state === 'ready' ? null : (
            <progress className="picked-file__progress" max={1} value={item.progress} aria-label={`Upload progress of ${item.file.name}`} />
          )}
          <span className={`picked-file__state picked-file__state--${item.state}`} role="status">
            {stateLabel(item, words)}
          </span>
          {item.error ? <p className="picked-file__error">{item.error}</p> : null}
          {item.state !== 'sent' ? (
            <Button variant="secondary" disabled={disabled} onClick={() => onRemove(item.id)} aria-label={`Remove ${item.file.name}`}>
              Remove
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  ) : null;
