import { useEffect, useState } from 'react';
import { PdfViewer } from '@/ui/pdf-viewer.tsx';
import { useApplicationDocument } from '../api/get-application-document.ts';

/**
 * A generated PDF of the application in the accessible viewer, with a plain download link beside it: the
 * link is the way in for readers the drawn pages do not serve, so opening it counts as opening the document.
 */
export const PdfDocument = ({
  uuid,
  documentType,
  title,
  onRead,
}: {
  uuid: string;
  documentType: string;
  title: string;
  /** Called when the reader reaches the end in the viewer or opens the download link. */
  onRead?: () => void;
}) => {
  const document = useApplicationDocument(uuid, documentType);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!document.data) return;
    const objectUrl = URL.createObjectURL(document.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [document.data]);
  if (document.isPending) return <p role="status">Preparing {title}…</p>;
  if (document.isError || !url) return <p role="alert">{title} could not be loaded. Please try again.</p>;
  return (
    <div className="pdf-document">
      <PdfViewer file={document.data} title={title} onEndReached={onRead} />
      <p>
        <a href={url} onClick={onRead} download={`${documentType.toLowerCase()}.pdf`}>
          Download {title} (PDF)
        </a>
      </p>
    </div>
  );
};
