import { useEffect, useState } from 'react';
import { useApplicationDocument } from '../api/get-application-document.ts';

/**
 * A generated PDF of the application, in the page (an embedded frame, at most 700 px wide) with a link that
 * opens it on its own: the link is the accessible way in for readers the frame does not serve.
 */
export const PdfDocument = ({
  uuid,
  documentType,
  title,
  onOpened,
}: {
  uuid: string;
  documentType: string;
  title: string;
  onOpened?: () => void;
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
      <p>
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          onClick={onOpened}
          download={`${documentType.toLowerCase()}.pdf`}
        >
          Open {title} (PDF)
        </a>
      </p>
      <iframe className="document-frame" src={url} title={title} />
    </div>
  );
};
