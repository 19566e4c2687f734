import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/ui/modal.tsx';
import { PdfViewer } from '@/ui/pdf-viewer.tsx';
import { ErrorAlert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { fetchOpsFile } from '../api/ops-request.ts';

type TViewedFile = { path: string; name: string; contentType: string };

/** The bytes shown as the browser can: PDFs in the app's PDF viewer, images inline, anything else as a download. */
const FileContent = ({ file, blob }: { file: TViewedFile; blob: Blob }) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (file.contentType === 'application/pdf') return <PdfViewer file={blob} title={file.name} />;
  if (!url) return null;
  if (file.contentType.startsWith('image/')) return <img className="ops-file-image" src={url} alt={file.name} />;
  return (
    <a href={url} download={file.name}>
      Download {file.name}
    </a>
  );
};

/** A modal viewer for one file of the console (an application's document, a chat attachment). */
export const FileViewer = ({ file, onClose }: { file: TViewedFile | null; onClose: () => void }) => {
  const bytes = useQuery({
    queryKey: ['ops', 'file', file?.path],
    queryFn: () => fetchOpsFile(file!.path),
    enabled: file !== null,
    staleTime: Infinity,
  });
  return (
    <Modal
      title={file?.name ?? 'Document'}
      isOpen={file !== null}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {bytes.isError ? (
        <ErrorAlert>
          <p>{bytes.error.message}</p>
        </ErrorAlert>
      ) : bytes.data && file ? (
        <FileContent file={file} blob={bytes.data} />
      ) : (
        <p role="status">Loading…</p>
      )}
    </Modal>
  );
};

export type { TViewedFile };
